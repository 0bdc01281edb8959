// The booking page's state in its address and forms (issue #34): plain GET links and forms carry
// the choice from step to step, so the page works without JavaScript and a step can be shared or
// reloaded. Field names are Italian, as a visitor may read them in the address bar.
import type { BookingChoice, DetailsValues, WaitlistValues } from './booking-view.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ID = /^[1-9]\d{0,8}$/;

/** At most this many services in one visit (the contract's limit). */
export const MAX_SERVICES = 5;

export const CHOICE_FIELDS = {
  service: 'servizio',
  operator: 'operatore',
  date: 'giorno',
  time: 'ora',
  why: 'perche',
  /** Back to the first step with the services and operator still checked. */
  edit: 'modifica',
} as const;

/** The choice in an address's query or a form's fields; anything malformed is left out. */
export function parseChoice(params: URLSearchParams): BookingChoice {
  const serviceIds = [
    ...new Set(
      params
        .getAll(CHOICE_FIELDS.service)
        .filter((v) => ID.test(v))
        .map(Number),
    ),
  ];
  const operator = params.get(CHOICE_FIELDS.operator) ?? '';
  const date = params.get(CHOICE_FIELDS.date) ?? '';
  const time = params.get(CHOICE_FIELDS.time) ?? '';
  return {
    serviceIds,
    operatorId: ID.test(operator) ? Number(operator) : null,
    date: DATE.test(date) ? date : null,
    time: TIME.test(time) ? time : null,
  };
}

/** The choice's fields, in order: the query of a link, or the hidden inputs of a form. */
export function choiceFields(choice: Partial<BookingChoice>): [string, string][] {
  const fields: [string, string][] = (choice.serviceIds ?? []).map((id) => [
    CHOICE_FIELDS.service,
    String(id),
  ]);
  if (choice.operatorId !== undefined)
    fields.push([
      CHOICE_FIELDS.operator,
      choice.operatorId === null ? '' : String(choice.operatorId),
    ]);
  if (choice.date) fields.push([CHOICE_FIELDS.date, choice.date]);
  if (choice.time) fields.push([CHOICE_FIELDS.time, choice.time]);
  return fields;
}

/** The page's address for a choice (a step's link). */
export function choiceHref(slug: string, choice: Partial<BookingChoice>): string {
  const query = new URLSearchParams(choiceFields(choice)).toString();
  return `/prenota/${slug}${query ? `?${query}` : ''}`;
}

export const DETAILS_FIELDS = {
  name: 'nome',
  prefix: 'prefisso',
  number: 'telefono',
  email: 'email',
  channel: 'canale',
  verification: 'verifica',
  code: 'codice',
  honeypot: 'website',
} as const;

/** «I tuoi dati» as posted (the defaults of an empty form: +39, WhatsApp). */
export function parseDetails(form: URLSearchParams): DetailsValues {
  const channel = form.get(DETAILS_FIELDS.channel);
  return {
    name: (form.get(DETAILS_FIELDS.name) ?? '').trim().slice(0, 100),
    prefix: form.get(DETAILS_FIELDS.prefix) ?? '+39',
    number: (form.get(DETAILS_FIELDS.number) ?? '').trim().slice(0, 30),
    email: (form.get(DETAILS_FIELDS.email) ?? '').trim().slice(0, 254),
    channel: channel === 'EMAIL' ? 'EMAIL' : 'WHATSAPP',
  };
}

export function detailsFields(values: DetailsValues): [string, string][] {
  return [
    [DETAILS_FIELDS.name, values.name],
    [DETAILS_FIELDS.prefix, values.prefix],
    [DETAILS_FIELDS.number, values.number],
    [DETAILS_FIELDS.email, values.email],
    [DETAILS_FIELDS.channel, values.channel],
  ];
}

/** The waitlist's own fields (issue #35), beside «I tuoi dati»'s. */
export const WAITLIST_FIELDS = { from: 'dal', to: 'al', band: 'fascia' } as const;

/** The time bands, in the order the form lists them (the contract's TimeBand). */
export const TIME_BANDS = ['ANY', 'MORNING', 'AFTERNOON', 'EVENING'] as const;

/** How many days the waitlist's form wishes for by default (today … today + 14). */
export const WAITLIST_DEFAULT_DAYS = 14;

/** yyyy-MM-dd plus whole days (calendar days: no clock, no daylight saving). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Today in Rome, the salons' day, as yyyy-MM-dd (en-CA writes it so). */
export const romeToday = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);

/** The days a wish may cover: today … the page's last day (its horizon, as the API counts it). */
export const waitlistDays = (today: string, horizonDays: number) => ({
  first: today,
  last: addDays(today, horizonDays - 1),
});

/** The waitlist's form as posted or asked for; empty or malformed dates take the defaults. */
export function parseWaitlist(
  form: URLSearchParams,
  days: { first: string; last: string },
): WaitlistValues {
  const date = (name: string, fallback: string) => {
    const value = form.get(name) ?? '';
    return DATE.test(value) ? value : fallback;
  };
  const band = form.get(WAITLIST_FIELDS.band);
  const toByDefault = addDays(days.first, WAITLIST_DEFAULT_DAYS);
  return {
    ...parseDetails(form),
    fromDate: date(WAITLIST_FIELDS.from, days.first),
    toDate: date(WAITLIST_FIELDS.to, toByDefault < days.last ? toByDefault : days.last),
    band: TIME_BANDS.find((b) => b === band) ?? 'ANY',
  };
}

export function waitlistFields(values: WaitlistValues): [string, string][] {
  return [
    ...detailsFields(values),
    [WAITLIST_FIELDS.from, values.fromDate],
    [WAITLIST_FIELDS.to, values.toDate],
    [WAITLIST_FIELDS.band, values.band],
  ];
}

/** The provider's parameters on the return address (the API's adapters name them). */
export const PAYMENT_RETURN_FIELDS = { checkout: 'checkout', cancelled: 'cancelled' } as const;

/** The services and operator chosen, as a query (the day and time left out). */
const servicesQuery = (choice: Partial<BookingChoice>) =>
  new URLSearchParams(
    choiceFields({ serviceIds: choice.serviceIds ?? [], operatorId: choice.operatorId ?? null }),
  ).toString();

/** «Mettiti in lista d’attesa»'s address, with the services and operator chosen. */
export const waitlistHref = (slug: string, choice: Partial<BookingChoice>): string =>
  `/prenota/${slug}/lista-attesa?${servicesQuery(choice)}`;

/**
 * Where the payment page sends the browser back (issue #35), the choice in its query so that a
 * refused payment offers the same day's times again. The provider sets checkout=<id> on it; the
 * empty `checkout` first keeps it first (URLSearchParams.set fills a parameter in place), so the
 * address reads /pagamento?checkout=<id>&… as a bare return address would.
 */
export const paymentReturnPath = (slug: string, choice: Partial<BookingChoice>): string =>
  `/prenota/${slug}/pagamento?${PAYMENT_RETURN_FIELDS.checkout}=&${servicesQuery(choice)}`;
