import type { Temporal } from 'temporal-polyfill';
import {
  FINAL_STATUSES,
  toLocalIso,
  type GroupId,
  type Id,
  type NormalisedAppointment,
  type ServiceBlock,
} from '@agendina/scheduling';
import type { PickedClient } from './wizard-state.ts';

/** The visit the wizard edits (PUT /appointments/{id}/plan): who it is for and what it was. */
export interface VisitEdit {
  appointmentId: Id;
  groupId: GroupId | null;
  /** The edited appointment's start as loaded: the server refuses the edit when it moved since. */
  expectedStart: string;
  client: PickedClient;
}

/** The wizard's opening for an edit: the visit's start, its blocks as booked, its notes. */
export interface VisitEditOpening {
  edit: VisitEdit;
  start: Temporal.PlainDateTime;
  blocks: ServiceBlock[];
  notes: string;
}

/**
 * Members that are history (completed, cancelled): neither edited nor shown in the wizard. The
 * server's rule for a visit's members (PUT /appointments/{id}/plan, the move), from scheduling.
 */
const isFinal = (a: NormalisedAppointment) => FINAL_STATUSES.some((s) => s === a.status);

/** A visit can be edited while it is still to happen or under way. */
export const isEditable = (appointment: NormalisedAppointment): boolean =>
  !isFinal(appointment) && appointment.clientId !== null;

const minutesBetween = (from: Temporal.PlainDateTime, to: Temporal.PlainDateTime) =>
  Math.round(from.until(to, { largestUnit: 'minutes' }).total({ unit: 'minutes' }));

/**
 * The wizard's blocks for a booked visit: its live members by service order, each with its
 * operator and its minutes as booked (kept as they are unless changed), the wait before it
 * (a gap after the previous member) and whether it starts with the previous one (an overlap).
 * Null when the visit cannot be edited.
 */
export function visitEditOpening(
  appointment: NormalisedAppointment,
  group: readonly NormalisedAppointment[],
): VisitEditOpening | null {
  if (!isEditable(appointment) || appointment.clientId === null) return null;
  const members = (group.length > 0 ? group : [appointment]).filter((a) => !isFinal(a));
  const first = members[0];
  if (first === undefined) return null;
  const blocks = members.map((member, index): ServiceBlock => {
    const previous = members[index - 1];
    const gap = previous ? minutesBetween(previous.end, member.start) : 0;
    const parallel = previous !== undefined && member.start.equals(previous.start);
    return {
      serviceId: member.serviceId,
      operatorId: member.hairdresserId,
      duration: member.durationMinutes,
      isCustomDuration: true,
      order: index + 1,
      notes: '',
      ...(index === 0 ? {} : { requiredGapBefore: parallel ? 0 : Math.max(0, gap) }),
      ...(parallel ? { canRunInParallel: true } : {}),
    };
  });
  return {
    edit: {
      appointmentId: appointment.id,
      groupId: appointment.groupId,
      expectedStart: toLocalIso(appointment.start),
      client: { id: appointment.clientId, name: appointment.clientName },
    },
    start: first.start,
    blocks,
    notes: appointment.notes,
  };
}
