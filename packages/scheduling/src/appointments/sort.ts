import type { GroupId } from '@agendina/contract';
import { MINUTES_PER_DAY } from '../common/minutes.ts';
import type { NormalisedAppointment } from './appointment.ts';

type Sortable = Pick<NormalisedAppointment, 'id' | 'dayNumber' | 'startMinute'>;

/** By start time, then id (SPEC.md §3). */
export function compareAppointments(a: Sortable, b: Sortable): number {
  return (
    a.dayNumber * MINUTES_PER_DAY +
      a.startMinute -
      (b.dayNumber * MINUTES_PER_DAY + b.startMinute) || a.id - b.id
  );
}

/** A sorted copy: by start time, then id. */
export function sortAppointments<T extends Sortable>(list: readonly T[]): T[] {
  return [...list].sort(compareAppointments);
}

/**
 * A group's loading order (SPEC.md §4): by serviceOrder; members without one come after,
 * then by start time and id.
 */
export function sortGroup<T extends Sortable & Pick<NormalisedAppointment, 'serviceOrder'>>(
  list: readonly T[],
): T[] {
  return [...list].sort((a, b) => {
    const ao = a.serviceOrder ?? Infinity;
    const bo = b.serviceOrder ?? Infinity;
    if (ao !== bo) return ao < bo ? -1 : 1;
    return compareAppointments(a, b);
  });
}

/**
 * The group id needed to act on a whole group (SPEC.md §5: group deletion needs a determinable
 * group id): the appointment's own, else one found on its loaded group members; null otherwise.
 */
export function groupIdOf(
  appointment: Pick<NormalisedAppointment, 'groupId' | 'groupAppointments'>,
): GroupId | null {
  if (appointment.groupId !== null) return appointment.groupId;
  for (const member of appointment.groupAppointments)
    if (member.groupId !== null) return member.groupId;
  return null;
}
