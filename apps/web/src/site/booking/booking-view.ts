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
export type WaitlistReceipt = Schemas['WaitlistReceipt'];
export type TimeBand = Schemas['TimeBand'];

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

/** The waitlist's form (issue #35): «I tuoi dati» plus the days and the time band wished for. */
export interface WaitlistValues extends DetailsValues {
  fromDate: string;
  toDate: string;
  band: TimeBand;
}

export type WaitlistField = 'name' | 'number' | 'email' | 'range';

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
  | {
      kind: 'done';
      confirmation: BookingConfirmation;
      manageUrl: string;
      /** The deposit paid for the visit (issue #35), back from the payment page; null when none. */
      depositPaidCents: number | null;
    }
  /** Back from the payment page before the provider confirmed it: look again. */
  | { kind: 'paying'; message: string; checkUrl: string }
  /** «Mettiti in lista d’attesa»: the wish and who wishes it, kept as typed when refused. */
  | {
      kind: 'waitlist';
      values: WaitlistValues;
      /** The days the wish may cover: today … the page's horizon. */
      days: { first: string; last: string };
      errors: Partial<Record<WaitlistField, string>>;
      error: string | null;
    }
  | { kind: 'waitlistCode'; values: WaitlistValues; verificationId: string; error: string | null }
  | { kind: 'waitlistDone'; receipt: WaitlistReceipt; values: WaitlistValues };

export interface BookingView {
  slug: string;
  /** The page's absolute address (canonical, JSON-LD's ReserveAction). */
  url: string;
  page: BookingPageData;
  choice: BookingChoice;
  step: BookingStep;
}
