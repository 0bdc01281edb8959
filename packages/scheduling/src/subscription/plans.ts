import type { components } from '@agendina/contract';

type Plan = components['schemas']['Plan'];
type BillingInterval = components['schemas']['BillingInterval'];

/** A year costs ten months: two months free for paying upfront. */
const yearly = (monthlyCents: number): number => monthlyCents * 10;

/**
 * The plans on sale, cheapest first: what GET /subscription/plans answers and what the public
 * site's price table shows. Prices are VAT included, in cents; `entitlements` is what each plan
 * lets a salon add (entitlements.ts reads it). A catalogue in code: changing a price is a
 * release, like changing the features.
 */
export const PLANS: readonly Plan[] = [
  {
    code: 'BASE',
    name: 'Base',
    description: 'Per chi lavora da solo o con un collaboratore.',
    monthlyPriceCents: 2900,
    yearlyPriceCents: yearly(2900),
    features: [
      'Calendario e prenotazioni',
      'Fino a 2 operatori',
      'Schede clienti illimitate',
      'Promemoria WhatsApp',
    ],
    entitlements: {
      maxOperators: 2,
      cashDesk: false,
      warehouse: false,
      assistants: false,
      statistics: false,
    },
  },
  {
    code: 'PRO',
    name: 'Pro',
    description: 'Per il salone con un team e la cassa digitale.',
    monthlyPriceCents: 5900,
    yearlyPriceCents: yearly(5900),
    features: [
      'Operatori illimitati',
      'Cassa digitale e documento commerciale',
      'Magazzino',
      'Assistente WhatsApp e vocale',
    ],
    entitlements: {
      maxOperators: null,
      cashDesk: true,
      warehouse: true,
      assistants: true,
      statistics: false,
    },
  },
  {
    code: 'PREMIUM',
    name: 'Premium',
    description: 'Per chi vuole leggere i numeri del salone e un aiuto dedicato.',
    monthlyPriceCents: 9900,
    yearlyPriceCents: yearly(9900),
    features: [
      'Tutto quello di Pro',
      'Statistiche avanzate',
      'Assistenza prioritaria al telefono',
      'Migrazione dei dati inclusa',
    ],
    entitlements: {
      maxOperators: null,
      cashDesk: true,
      warehouse: true,
      assistants: true,
      statistics: true,
    },
  },
];

export function findPlan(code: string | null): Plan | undefined {
  return PLANS.find((p) => p.code === code);
}

/** What one period of `plan` costs, in cents. */
export function planPriceCents(plan: Plan, interval: BillingInterval): number {
  return interval === 'YEARLY' ? plan.yearlyPriceCents : plan.monthlyPriceCents;
}

/** The trial a new salon starts with (MODULES.md "Subscription"). */
export const TRIAL_DAYS = 14;

/** The end of a period that starts at `from`: one calendar month or year later (UTC). */
export function periodEnd(from: Date, interval: BillingInterval): Date {
  const end = new Date(from);
  if (interval === 'YEARLY') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** When the trial of a salon that signs up at `from` ends. */
export function trialEnd(from: Date): Date {
  return new Date(from.getTime() + TRIAL_DAYS * 24 * 3600 * 1000);
}
