// What the booking page /prenota/{slug} shows (issue #34): the salon's page, the visitor's choice
// so far (it travels in the address and in hidden fields: the page keeps no session), and the
// step it is at. The server builds it from the API's answers; BookingPage renders it.
import type { BookingPageCalls } from '@agendina/api';
import type { components } from '@agendina/contract';

type Schemas = components['schemas'];

/** The page as the API's call answers it (the type the web server holds). */
export type BookingPageData = Extract<
  Awaited<ReturnType<BookingPageCalls['page']>>,
  { ok: true }
>['data'];
export type BookingConfirmation = Schemas['PublicBookingConfirmation'];

/** The choice so far: services and operator (null: «Nessuna preferenza»), then day and time. */
export interface BookingChoice {
  serviceIds: number[];
  operatorId: number | null;
  date: string | null;
  time: string | null;
}

/** What the visitor typed in «I tuoi dati», kept as typed when something is refused. */
export interface DetailsValues {
  name: string;
  prefix: string;
  number: string;
  email: string;
  channel: 'WHATSAPP' | 'EMAIL';
}

export type BookingStep =
  | { kind: 'services'; error: string | null }
  | { kind: 'days'; days: Schemas['PublicBookingDays']['days'] }
  | {
      kind: 'times';
      date: string;
      times: string[];
      /** The times whose visit has the client wait between services, and for how long. */
      waits: { time: string; minutes: number }[];
      /** The answer to «Perché non vedo…?», or a time just taken (with the free ones). */
      notice: string | null;
      why: { time: string; reason: string } | null;
    }
  | {
      kind: 'details';
      values: DetailsValues;
      errors: Partial<Record<'name' | 'number' | 'email', string>>;
      error: string | null;
    }
  | { kind: 'code'; values: DetailsValues; verificationId: string; error: string | null }
  | { kind: 'done'; confirmation: BookingConfirmation; manageUrl: string };

export interface BookingView {
  slug: string;
  /** The page's absolute address (canonical, JSON-LD's ReserveAction). */
  url: string;
  page: BookingPageData;
  choice: BookingChoice;
  step: BookingStep;
}
