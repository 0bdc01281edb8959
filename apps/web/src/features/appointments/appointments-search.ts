import {
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
  type AppointmentSource,
  type AppointmentStatus,
} from '@agendina/contract';
import {
  idOrUndefined,
  isoDateOrUndefined,
  oneOfOrUndefined,
  textOrUndefined,
} from '../../lib/search-params.ts';

/**
 * The search params of /gestione-appuntamenti, so a filtered list can be bookmarked, linked and
 * found again with Back: ?dal=2026-11-16&al=2026-11-22&operatore=2&stato=BOOKED&origine=MANUAL
 * &cerca=rossi&pagina=2. Without dal and al the list shows the salon's current week; without
 * pagina, the first page.
 */
export interface AppointmentsSearch {
  dal?: string;
  al?: string;
  operatore?: number;
  stato?: AppointmentStatus;
  origine?: AppointmentSource;
  /** The client's name or phone number. */
  cerca?: string;
  /** From 1, as the address shows it. */
  pagina?: number;
}

/** validateSearch: a value that is not valid is dropped, so its filter takes its default. */
export const appointmentsSearchOf = (search: Record<string, unknown>): AppointmentsSearch => ({
  dal: isoDateOrUndefined(search['dal']),
  al: isoDateOrUndefined(search['al']),
  operatore: idOrUndefined(search['operatore']),
  stato: oneOfOrUndefined(APPOINTMENT_STATUSES, search['stato']),
  origine: oneOfOrUndefined(APPOINTMENT_SOURCES, search['origine']),
  cerca: textOrUndefined(search['cerca']),
  pagina: pageOrUndefined(search['pagina']),
});

function pageOrUndefined(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : undefined;
}
