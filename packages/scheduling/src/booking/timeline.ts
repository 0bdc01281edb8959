import type { Temporal } from 'temporal-polyfill';
import type { Id } from '@agendina/contract';
import { minuteOfDay } from '../common/minutes.ts';
import { dayNumberOfDate, plainDateTimeOf } from '../common/wall-clock.ts';
import { findById } from '../services/catalog.ts';
import type { Operator, Service } from '../services/catalog.ts';
import { inferCategory } from '../services/category.ts';
import { activePeriodsFor } from '../services/phases.ts';
import type { ActivePeriod } from '../appointments/periods.ts';
import type { ServiceCategory } from '../services/category.ts';
import { blockDuration, blocksInOrder } from './blocks.ts';
import type { ClientServiceDuration, ServiceBlock } from './blocks.ts';

/** One service of a visit, placed in time. */
export interface TimelineItem {
  /** Index of the block in the wizard's blocks array. */
  readonly blockIndex: number;
  /** 0-based place in execution order. */
  readonly position: number;
  readonly serviceId: Id;
  readonly serviceName: string;
  readonly category: ServiceCategory;
  readonly operatorId: Id;
  readonly operatorName: string;
  readonly start: Temporal.PlainDateTime;
  readonly end: Temporal.PlainDateTime;
  /** Minutes from the visit start. */
  readonly startOffset: number;
  readonly endOffset: number;
  readonly duration: number;
  /** When the operator works (the service's phases, activePeriodsFor); null: all of it. */
  readonly activePeriods: readonly ActivePeriod[] | null;
  readonly isCustomDuration: boolean;
  readonly requiredGapBefore: number;
  readonly parallel: boolean;
  readonly notes: string;
}

/** A visit: its services in execution order, from the first start to the last end. */
export interface Timeline {
  readonly start: Temporal.PlainDateTime;
  readonly end: Temporal.PlainDateTime;
  readonly items: readonly TimelineItem[];
  /** From the first start to the last end (the client's time in the salon). */
  readonly totalMinutes: number;
  /** Sum of the services' durations. */
  readonly workMinutes: number;
}

export interface TimelineInput {
  readonly start: Temporal.PlainDateTime;
  readonly blocks: readonly ServiceBlock[];
  readonly services: readonly Service[];
  readonly operators: readonly Operator[];
  readonly customDurations?: readonly ClientServiceDuration[];
}

function nonNegative(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/**
 * Places the complete blocks (service and operator chosen) in time, by `order`: the first at the
 * visit start; each next one after everything before it has ended plus its requiredGapBefore;
 * a block that canRunInParallel starts with the previous block (plus its gap) instead.
 * Durations follow blockDuration (per-client custom durations included).
 */
export function buildTimeline(input: TimelineInput): Timeline {
  const { start, services, operators, customDurations = [] } = input;
  const ordered = blocksInOrder(input.blocks).filter(
    ({ block }) => block.serviceId !== null && block.operatorId !== null,
  );
  const day = dayNumberOfDate(start);
  const base = minuteOfDay(start);
  const items: TimelineItem[] = [];
  let latestEnd = 0;
  let previousStart = 0;
  let workMinutes = 0;
  for (const { block, index } of ordered) {
    const serviceId = block.serviceId as Id;
    const operatorId = block.operatorId as Id;
    const service = findById(services, serviceId);
    const { duration, isCustomDuration } = blockDuration(block, services, customDurations);
    const gap = items.length === 0 ? 0 : nonNegative(block.requiredGapBefore);
    const parallel = items.length > 0 && block.canRunInParallel === true;
    const startOffset = items.length === 0 ? 0 : (parallel ? previousStart : latestEnd) + gap;
    const endOffset = startOffset + duration;
    const serviceName = service?.name ?? 'Servizio';
    items.push({
      blockIndex: index,
      position: items.length,
      serviceId,
      serviceName,
      category: service?.category ?? inferCategory(serviceName),
      operatorId,
      operatorName: findById(operators, operatorId)?.name ?? 'Operatore',
      start: plainDateTimeOf(day, base + startOffset),
      end: plainDateTimeOf(day, base + endOffset),
      startOffset,
      endOffset,
      duration,
      activePeriods: activePeriodsFor(service?.phases, duration),
      isCustomDuration,
      requiredGapBefore: gap,
      parallel,
      notes: block.notes,
    });
    previousStart = startOffset;
    latestEnd = Math.max(latestEnd, endOffset);
    workMinutes += duration;
  }
  return {
    start,
    end: items.length === 0 ? start : plainDateTimeOf(day, base + latestEnd),
    items,
    totalMinutes: latestEnd,
    workMinutes,
  };
}
