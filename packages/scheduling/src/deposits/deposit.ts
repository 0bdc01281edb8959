// Deposits asked at online booking (issue #35, MODULES.md «Acconti»): how much a visit asks,
// and whether this client pays it. The booking page shows it, the server charges it: one rule.
import { mulDivRound } from '../money/cents.ts';

export type DepositKind = 'FIXED' | 'PERCENT';
export type DepositAudience = 'ALL' | 'NEW_CLIENTS' | 'NO_SHOWS';

export interface DepositRule {
  readonly serviceId: number;
  readonly kind: DepositKind;
  /** Cents when FIXED, a percentage when PERCENT. */
  readonly amount: number;
}

/** The smallest and largest fixed deposit: 1,00 € and 1.000,00 €. */
export const DEPOSIT_MIN_CENTS = 100;
export const DEPOSIT_MAX_CENTS = 100_000;

export const DEPOSIT_MESSAGES = {
  fixed: 'L’acconto fisso va da 1,00 € a 1.000,00 €.',
  percent: 'La percentuale dell’acconto va da 1 a 100.',
  duplicate: 'Ogni servizio può avere un solo acconto.',
  notBookable: 'Chiedi l’acconto solo per i servizi prenotabili online.',
} as const;

/** The problem of one rule, in Italian; null when it is valid. */
export function depositRuleProblem(rule: DepositRule): string | null {
  if (rule.kind === 'FIXED')
    return Number.isInteger(rule.amount) &&
      rule.amount >= DEPOSIT_MIN_CENTS &&
      rule.amount <= DEPOSIT_MAX_CENTS
      ? null
      : DEPOSIT_MESSAGES.fixed;
  return Number.isInteger(rule.amount) && rule.amount >= 1 && rule.amount <= 100
    ? null
    : DEPOSIT_MESSAGES.percent;
}

/**
 * What one service asks: the fixed amount, never more than its price, or the percentage of the
 * price rounded half up to the cent. Null without a rule, or when it comes to nothing (a free
 * service).
 */
export function serviceDepositCents(
  rule: DepositRule | undefined,
  priceCents: number,
): number | null {
  if (!rule) return null;
  const cents =
    rule.kind === 'FIXED'
      ? Math.min(rule.amount, priceCents)
      : mulDivRound(priceCents, rule.amount, 100);
  return cents > 0 ? cents : null;
}

/** The deposit of a visit: the sum of its services' (0 when none asks one). */
export function visitDepositCents(
  rules: readonly DepositRule[],
  services: readonly { readonly id: number; readonly priceCents: number }[],
): number {
  const byService = new Map(rules.map((r) => [r.serviceId, r]));
  return services.reduce(
    (sum, s) => sum + (serviceDepositCents(byService.get(s.id), s.priceCents) ?? 0),
    0,
  );
}

/** What the salon knows of the client when the phone is verified. */
export interface ClientRecord {
  /** Visits booked before (any status but cancelled), 0 for a new client. */
  readonly visits: number;
  /** Visits marked «Non presentato». */
  readonly noShows: number;
}

/** Whether this client pays the deposits of the salon's rules. */
export function depositApplies(
  audience: DepositAudience,
  minNoShows: number,
  client: ClientRecord,
): boolean {
  if (audience === 'NEW_CLIENTS') return client.visits === 0;
  if (audience === 'NO_SHOWS') return client.noShows >= minNoShows;
  return true;
}

/** Who pays, as the booking page says it under the amount. */
export const DEPOSIT_AUDIENCE_LABELS_IT: Readonly<Record<DepositAudience, string>> = {
  ALL: 'Per tutti i clienti',
  NEW_CLIENTS: 'Solo per i nuovi clienti',
  NO_SHOWS: 'Solo per chi non si è presentato ad appuntamenti precedenti',
};
