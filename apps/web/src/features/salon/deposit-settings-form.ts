// The «Acconti» and «Lista d’attesa» parts of /salone › «Prenotazioni online» (issue #35): what
// the form holds, the checks before it sends (a rule's own check is depositRuleProblem of
// @agendina/scheduling, the server's), and where the server's field errors go back.
import { isApiError, type components } from '@agendina/api';
import { depositRuleProblem, type DepositAudience } from '@agendina/scheduling';

type Schemas = components['schemas'];

/** What a service asks: nothing, a fixed amount, or a share of its price. */
export type DepositChoice = 'NONE' | 'FIXED' | 'PERCENT';

export interface DepositDraft {
  kind: DepositChoice;
  /** The fixed amount as typed, integer cents; null while the field is empty. */
  cents: number | null;
  /** The percentage as typed (NaN while the field is empty). */
  percent: number;
}

export interface DepositValues {
  /** By service id; a service missing here asks nothing. */
  rules: Readonly<Record<number, DepositDraft>>;
  audience: DepositAudience;
  minNoShows: number;
  keepPercent: number;
}

export interface WaitlistValues {
  enabled: boolean;
  claimMinutes: number;
}

/** A service's rule error is under `deposit.<service id>`. */
export type DepositErrorKey = `deposit.${number}` | 'minNoShows' | 'keepPercent' | 'claimMinutes';
export type DepositErrors = Partial<Record<DepositErrorKey, string>>;

export const depositErrorKey = (serviceId: number): `deposit.${number}` => `deposit.${serviceId}`;

/** The contract's bounds (DepositSettings.yaml, WaitlistSettings.yaml). */
export const DEPOSIT_FORM_LIMITS = {
  minNoShows: { min: 1, max: 20 },
  keepPercent: { min: 0, max: 100 },
  claimMinutes: { min: 5, max: 1440 },
} as const;

export const DEPOSIT_FORM_MESSAGES = {
  minNoShows: 'Indica un numero intero di mancate presentazioni tra 1 e 20.',
  keepPercent: 'Indica una percentuale intera tra 0 e 100.',
  claimMinutes: 'Indica un numero intero di minuti tra 5 e 1440.',
} as const;

/** The draft a service starts from when the owner picks a kind of deposit. */
export const EMPTY_DRAFT: DepositDraft = { kind: 'NONE', cents: null, percent: Number.NaN };

export function depositValuesOf(settings: Schemas['DepositSettings']): DepositValues {
  const rules: Record<number, DepositDraft> = {};
  for (const rule of settings.rules)
    rules[rule.serviceId] =
      rule.kind === 'FIXED'
        ? { kind: 'FIXED', cents: rule.amount, percent: Number.NaN }
        : { kind: 'PERCENT', cents: null, percent: rule.amount };
  return {
    rules,
    audience: settings.audience,
    minNoShows: settings.minNoShows,
    keepPercent: settings.keepPercent,
  };
}

export const waitlistValuesOf = (settings: Schemas['WaitlistSettings']): WaitlistValues => ({
  enabled: settings.enabled,
  claimMinutes: settings.claimMinutes,
});

/** The rule a draft stands for (null for «Nessun acconto»). */
function ruleOf(serviceId: number, draft: DepositDraft | undefined): Schemas['DepositRule'] | null {
  if (!draft || draft.kind === 'NONE') return null;
  // An empty field is no amount: NaN fails depositRuleProblem's integer check.
  const amount = draft.kind === 'FIXED' ? (draft.cents ?? Number.NaN) : draft.percent;
  return { serviceId, kind: draft.kind, amount };
}

/** The rules sent, in the order of the bookable services (only they may ask a deposit). */
export function depositRulesOf(
  values: DepositValues,
  bookable: readonly number[],
): Schemas['DepositRule'][] {
  return bookable.flatMap((id) => {
    const rule = ruleOf(id, values.rules[id]);
    return rule ? [rule] : [];
  });
}

const inRange = (value: number, { min, max }: { readonly min: number; readonly max: number }) =>
  Number.isInteger(value) && value >= min && value <= max;

export function checkDeposits(
  values: DepositValues,
  waitlist: WaitlistValues,
  bookable: readonly number[],
): DepositErrors {
  const errors: DepositErrors = {};
  for (const rule of depositRulesOf(values, bookable)) {
    const problem = depositRuleProblem(rule);
    if (problem) errors[depositErrorKey(rule.serviceId)] = problem;
  }
  const { minNoShows, keepPercent, claimMinutes } = DEPOSIT_FORM_LIMITS;
  if (values.audience === 'NO_SHOWS' && !inRange(values.minNoShows, minNoShows))
    errors.minNoShows = DEPOSIT_FORM_MESSAGES.minNoShows;
  if (!inRange(values.keepPercent, keepPercent))
    errors.keepPercent = DEPOSIT_FORM_MESSAGES.keepPercent;
  if (waitlist.enabled && !inRange(waitlist.claimMinutes, claimMinutes))
    errors.claimMinutes = DEPOSIT_FORM_MESSAGES.claimMinutes;
  return errors;
}

export function depositInputOf(
  values: DepositValues,
  bookable: readonly number[],
): Schemas['DepositSettings'] {
  return {
    rules: depositRulesOf(values, bookable),
    audience: values.audience,
    // Only NO_SHOWS reads it; any other audience keeps a valid number in store.
    minNoShows: inRange(values.minNoShows, DEPOSIT_FORM_LIMITS.minNoShows) ? values.minNoShows : 1,
    keepPercent: values.keepPercent,
  };
}

/** The link's minutes of a page that has never set them (WaitlistSettings.yaml). */
export const DEFAULT_CLAIM_MINUTES = 30;

/** Off, the link's minutes are not checked: a half-typed number is not sent. */
export const waitlistInputOf = (values: WaitlistValues): Schemas['WaitlistSettings'] => ({
  enabled: values.enabled,
  claimMinutes:
    values.enabled || inRange(values.claimMinutes, DEPOSIT_FORM_LIMITS.claimMinutes)
      ? values.claimMinutes
      : DEFAULT_CLAIM_MINUTES,
});

/** `deposits.rules[0].amount` (the contract validator's) and `deposits.rules.0.amount` alike. */
const pathOf = (key: string) => key.replace(/\[(\d+)\]/g, '.$1').replace(/^body\./, '');

/**
 * The server's field errors of a refused save, on the form's own fields: a rule's by the service
 * it was sent for (`sent` is the input of that save), the others by name. Empty when the failure
 * has none of them.
 */
export function depositServerErrors(
  failure: unknown,
  sent: Schemas['OnlineBookingSettingsInput'] | null,
): DepositErrors {
  if (!isApiError(failure)) return {};
  const found = failure.body?.errors;
  if (!found || Array.isArray(found)) return {};
  const errors: DepositErrors = {};
  for (const [key, message] of Object.entries(found)) {
    const path = pathOf(key);
    const rule = /^deposits\.rules\.(\d+)(\.|$)/.exec(path);
    const serviceId = rule ? sent?.deposits?.rules[Number(rule[1])]?.serviceId : undefined;
    if (serviceId !== undefined) errors[depositErrorKey(serviceId)] ??= message;
    else if (path === 'deposits.minNoShows') errors.minNoShows ??= message;
    else if (path === 'deposits.keepPercent') errors.keepPercent ??= message;
    else if (path === 'waitlist.claimMinutes') errors.claimMinutes ??= message;
  }
  return errors;
}
