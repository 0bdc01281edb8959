import { sortAppointments } from '@agendina/scheduling';
import type { NormalisedAppointment } from '@agendina/scheduling';
import { normaliseAppointments } from './appointments.ts';
import type { NormaliseOptions, RawAppointment } from './appointments.ts';

/** GET /appointments/calendar (SPEC.md §3): days → hairdressers → appointments (or slots). */
export interface RawCalendarResponse {
  readonly days?:
    | readonly {
        readonly date?: string | null;
        readonly hairdressers?:
          | readonly {
              readonly hairdresserId?: unknown;
              readonly hairdresserName?: string | null;
              readonly colorCode?: string | null;
              readonly appointments?: readonly RawAppointment[] | null;
              readonly slots?: readonly RawAppointment[] | null;
            }[]
          | null;
      }[]
    | null;
}

/**
 * Every appointment of a calendar response, normalised and sorted by start then id. An
 * appointment without its own operator fields takes them from the hairdresser entry holding it.
 */
export function appointmentsFromCalendar(
  response: RawCalendarResponse | null | undefined,
  options: NormaliseOptions = {},
): NormalisedAppointment[] {
  const raws: RawAppointment[] = [];
  for (const day of response?.days ?? []) {
    for (const h of day.hairdressers ?? []) {
      for (const a of h.appointments ?? h.slots ?? []) {
        raws.push({
          ...a,
          hairdresserId: a.hairdresserId ?? h.hairdresserId ?? null,
          hairdresserName: a.hairdresserName ?? h.hairdresserName ?? null,
          colorCode: a.colorCode ?? h.colorCode ?? null,
        });
      }
    }
  }
  return sortAppointments(normaliseAppointments(raws, options));
}
