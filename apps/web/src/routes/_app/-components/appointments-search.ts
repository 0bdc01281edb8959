import {
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
  type AppointmentSource,
  type AppointmentStatus,
} from '@agendina/contract';
import { idOrUndefined, isoDateOrUndefined, oneOfOrUndefined } from '../../../lib/search-params.ts';

/**
 * The search params of /gestione-appuntamenti, so a filtered list can be bookmarked, linked and
 * found again with Back: ?dal=2026-11-16&al=2026-11-22&operatore=2&stato=BOOKED&origine=MANUAL.
 * Without dal and al the list shows the salon's current week.
 */
export interface AppointmentsSearch {
  dal?: string;
  al?: string;
  operatore?: number;
  stato?: AppointmentStatus;
  origine?: AppointmentSource;
}

/** validateSearch: a value that is not valid is dropped, so its filter takes its default. */
export const appointmentsSearchOf = (search: Record<string, unknown>): AppointmentsSearch => ({
  dal: isoDateOrUndefined(search['dal']),
  al: isoDateOrUndefined(search['al']),
  operatore: idOrUndefined(search['operatore']),
  stato: oneOfOrUndefined(APPOINTMENT_STATUSES, search['stato']),
  origine: oneOfOrUndefined(APPOINTMENT_SOURCES, search['origine']),
});
