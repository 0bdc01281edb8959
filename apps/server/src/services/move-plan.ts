import type { Temporal } from 'temporal-polyfill';
import type { BlockInput } from './plan.ts';
import { minutesBetween, plainDateTime } from './time.ts';

/** What a move reads of each appointment it shifts (times as local ISO wall-clock text). */
export interface MoveMember {
  id: number;
  hairdresserId: number;
  serviceId: number;
  start: string;
  end: string;
  durationMinutes: number;
}

export interface MovePlan {
  /** The visit's new start (the earliest member's). */
  start: Temporal.PlainDateTime;
  /** The members as wizard blocks, whose timeline reproduces today's layout shifted by the delta. */
  blocks: BlockInput[];
  /** The member id of each block, by index. */
  memberIds: number[];
}

/**
 * A group (or one appointment) as the blocks of a new booking, so the same checkPlan path that
 * books a visit re-checks its move. Why not the service catalogue's layout: the visit keeps the
 * durations, gaps and overlaps it was booked with (custom durations, parallel blocks); each
 * block's gap and parallel flag are read back from where the members sit today. Only the moved
 * member may change operator.
 */
export function movePlan(
  members: readonly MoveMember[],
  movedId: number,
  newStart: string,
  newOperatorId: number | undefined,
): MovePlan {
  const moved = members.find((m) => m.id === movedId);
  if (!moved) throw new Error(`movePlan: ${movedId} is not a member`);
  const ordered = [...members].sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
  const first = ordered[0] as MoveMember;
  const delta = minutesBetween(moved.start, newStart);
  const blocks: BlockInput[] = [];
  let previousStart = 0;
  let latestEnd = 0;
  ordered.forEach((m, i) => {
    const offset = minutesBetween(first.start, m.start);
    const parallel = i > 0 && offset < latestEnd;
    const gap = i === 0 ? 0 : parallel ? offset - previousStart : offset - latestEnd;
    blocks.push({
      serviceId: m.serviceId,
      operatorId: m.id === movedId ? (newOperatorId ?? m.hairdresserId) : m.hairdresserId,
      executionOrder: i + 1,
      customDurationMinutes: m.durationMinutes,
      requiredGapBefore: gap,
      canRunInParallel: parallel,
    });
    previousStart = offset;
    latestEnd = Math.max(latestEnd, offset + m.durationMinutes);
  });
  return {
    start: plainDateTime(first.start).add({ minutes: delta }),
    blocks,
    memberIds: ordered.map((m) => m.id),
  };
}
