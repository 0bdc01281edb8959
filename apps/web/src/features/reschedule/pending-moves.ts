import type { Temporal } from 'temporal-polyfill';
import {
  createAppointment,
  dayNumberOfDate,
  minuteOfDay,
  type Id,
  type NormalisedAppointment,
} from '@agendina/scheduling';

/** A move asked for: the appointment, its new start and operator (its group follows). */
export interface MoveRequest {
  appointment: NormalisedAppointment;
  start: Temporal.PlainDateTime;
  operatorId: Id;
}

/** Where each appointment of a pending move is drawn until the server answers. */
export type PendingPlaces = ReadonlyMap<
  Id,
  { start: Temporal.PlainDateTime; operatorId: Id | null }
>;

/**
 * The optimistic places of a move: the appointment at its new start and operator, the other
 * members of its group (as the calendar has them) shifted by the same minutes, on their operators;
 * the server's rule (POST /appointments/{id}/move).
 */
export function placesOfMove(
  request: MoveRequest,
  shown: readonly NormalisedAppointment[],
): PendingPlaces {
  const a = request.appointment;
  const delta = a.start.until(request.start, { largestUnit: 'minutes' }).minutes;
  const places = new Map<Id, { start: Temporal.PlainDateTime; operatorId: Id | null }>();
  if (a.groupId !== null)
    for (const member of shown)
      if (
        member.groupId === a.groupId &&
        member.status !== 'CANCELLED' &&
        member.status !== 'COMPLETED'
      )
        places.set(member.id, {
          start: member.start.add({ minutes: delta }),
          operatorId: member.hairdresserId,
        });
  places.set(a.id, { start: request.start, operatorId: request.operatorId });
  return places;
}

/** The calendar's appointments with the pending moves drawn where they are going. */
export function withPendingPlaces(
  appointments: readonly NormalisedAppointment[],
  places: PendingPlaces,
): readonly NormalisedAppointment[] {
  if (places.size === 0) return appointments;
  return appointments.map((a) => {
    const place = places.get(a.id);
    if (!place) return a;
    return createAppointment({
      ...a,
      dayNumber: dayNumberOfDate(place.start),
      startMinute: minuteOfDay(place.start),
      hairdresserId: place.operatorId,
    });
  });
}
