// The rules of /salone › «Prenotazioni online» (issue #34): what the form holds and checks before
// it sends. The address rule is the server's own (slugProblem of @agendina/scheduling).
import type { components } from '@agendina/api';
import { slugProblem } from '@agendina/scheduling';
import {
  checkDeposits,
  depositInputOf,
  depositValuesOf,
  waitlistInputOf,
  waitlistValuesOf,
  type DepositErrors,
  type DepositValues,
  type WaitlistValues,
} from './deposit-settings-form.ts';

type Settings = components['schemas']['OnlineBookingSettings'];
type Input = components['schemas']['OnlineBookingSettingsInput'];

export interface OnlineBookingValues {
  enabled: boolean;
  slug: string;
  serviceIds: number[];
  operatorIds: number[];
  minNoticeHours: number;
  horizonDays: number;
  slotStepMinutes: '15' | '30';
  cutoffHours: number;
  /** INSTANT: booked at once; REQUEST: the staff accept or decline each booking. */
  confirmationMode: 'INSTANT' | 'REQUEST';
  policyText: string;
  /** The allowed sites, one per line as typed. */
  embedDomains: string;
  /** Issue #35: the deposits asked at booking and the waitlist. */
  deposits: DepositValues;
  waitlist: WaitlistValues;
}

export type OnlineBookingErrors = Partial<Record<keyof OnlineBookingValues, string>> &
  DepositErrors;

/** The contract's bounds (openapi/components/schemas/OnlineBookingSettingsInput.yaml). */
export const ONLINE_BOOKING_LIMITS = {
  minNoticeHours: { min: 0, max: 168 },
  horizonDays: { min: 1, max: 180 },
  cutoffHours: { min: 0, max: 168 },
  policyText: 1000,
  embedDomains: 10,
} as const;

export const ONLINE_BOOKING_MESSAGES = {
  services: 'Scegli almeno un servizio prenotabile online.',
  operators: 'Scegli almeno un operatore prenotabile online.',
  hours: (min: number, max: number) => `Indica un numero intero di ore tra ${min} e ${max}.`,
  days: (min: number, max: number) => `Indica un numero intero di giorni tra ${min} e ${max}.`,
  domains: 'Scrivi ogni sito come https://www.esempio.it, uno per riga (al massimo 10).',
} as const;

const DOMAIN = /^https:\/\/[a-z0-9.-]+(:[0-9]{1,5})?$/;

export const domainsOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim().toLowerCase().replace(/\/+$/, ''))
    .filter((line) => line !== '');

export function valuesOf(settings: Settings): OnlineBookingValues {
  return {
    enabled: settings.enabled,
    slug: settings.slug,
    serviceIds: settings.serviceIds,
    operatorIds: settings.operatorIds,
    minNoticeHours: settings.minNoticeHours,
    horizonDays: settings.horizonDays,
    slotStepMinutes: settings.slotStepMinutes === 30 ? '30' : '15',
    cutoffHours: settings.cutoffHours,
    confirmationMode: settings.confirmationMode,
    policyText: settings.policyText,
    embedDomains: settings.embedDomains.join('\n'),
    deposits: depositValuesOf(settings.deposits),
    waitlist: waitlistValuesOf(settings.waitlist),
  };
}

const inRange = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isInteger(value) && value >= min && value <= max;

export function checkOnlineBooking(values: OnlineBookingValues): OnlineBookingErrors {
  const errors: OnlineBookingErrors = {};
  const slug = slugProblem(values.slug.trim());
  if (slug) errors.slug = slug;
  // A page that is on must offer something; one that is off may be prepared bit by bit.
  if (values.enabled && values.serviceIds.length === 0)
    errors.serviceIds = ONLINE_BOOKING_MESSAGES.services;
  if (values.enabled && values.operatorIds.length === 0)
    errors.operatorIds = ONLINE_BOOKING_MESSAGES.operators;
  const { minNoticeHours, horizonDays, cutoffHours } = ONLINE_BOOKING_LIMITS;
  if (!inRange(values.minNoticeHours, minNoticeHours))
    errors.minNoticeHours = ONLINE_BOOKING_MESSAGES.hours(minNoticeHours.min, minNoticeHours.max);
  if (!inRange(values.horizonDays, horizonDays))
    errors.horizonDays = ONLINE_BOOKING_MESSAGES.days(horizonDays.min, horizonDays.max);
  if (!inRange(values.cutoffHours, cutoffHours))
    errors.cutoffHours = ONLINE_BOOKING_MESSAGES.hours(cutoffHours.min, cutoffHours.max);
  const domains = domainsOf(values.embedDomains);
  if (domains.length > ONLINE_BOOKING_LIMITS.embedDomains || domains.some((d) => !DOMAIN.test(d)))
    errors.embedDomains = ONLINE_BOOKING_MESSAGES.domains;
  return { ...errors, ...checkDeposits(values.deposits, values.waitlist, values.serviceIds) };
}

export function inputOf(values: OnlineBookingValues): Input {
  return {
    enabled: values.enabled,
    slug: values.slug.trim(),
    serviceIds: values.serviceIds,
    operatorIds: values.operatorIds,
    minNoticeHours: values.minNoticeHours,
    horizonDays: values.horizonDays,
    slotStepMinutes: values.slotStepMinutes === '30' ? 30 : 15,
    cutoffHours: values.cutoffHours,
    confirmationMode: values.confirmationMode,
    policyText: values.policyText.trim(),
    embedDomains: [...new Set(domainsOf(values.embedDomains))],
    deposits: depositInputOf(values.deposits, values.serviceIds),
    waitlist: waitlistInputOf(values.waitlist),
  };
}

/**
 * The one line a salon pastes in its own site: a plain link (it works alone) and the script that
 * opens it over the site (public/widget.js).
 */
export const widgetSnippet = (origin: string, slug: string) =>
  `<a href="${origin}/prenota/${slug}" data-agendina-prenota>Prenota online</a><script src="${origin}/widget.js" async></script>`;
