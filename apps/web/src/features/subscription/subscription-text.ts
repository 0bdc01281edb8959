import type { Plan, Subscription } from '@agendina/api';
import type { components } from '@agendina/contract';
import { formatDateIt, formatEuro } from '@agendina/scheduling';
import type { BadgeTone } from '@agendina/ui';

export type SubscriptionStatus = components['schemas']['SubscriptionStatus'];
export type BillingInterval = components['schemas']['BillingInterval'];
export type CheckoutOutcome = components['schemas']['CheckoutOutcome'];

/** The badge of each status (openapi/ SubscriptionStatus). */
export const statusLabels: Readonly<Record<SubscriptionStatus, string>> = {
  TRIALING: 'In prova',
  ACTIVE: 'Attivo',
  PAST_DUE: 'Pagamento non riuscito',
  CANCELED: 'Terminato',
  NONE: 'Nessun abbonamento',
};

export const statusTones: Readonly<Record<SubscriptionStatus, BadgeTone>> = {
  TRIALING: 'info',
  ACTIVE: 'success',
  PAST_DUE: 'danger',
  CANCELED: 'neutral',
  NONE: 'warning',
};

export const intervalLabels: Readonly<Record<BillingInterval, string>> = {
  MONTHLY: 'Mensile',
  YEARLY: 'Annuale',
};

/**
 * MODULES.md: a salon neither ACTIVE nor TRIALING sees the banner to /subscription. Nothing is
 * locked for it: the banner only says so.
 */
export const needsSubscription = (status: SubscriptionStatus): boolean =>
  status !== 'ACTIVE' && status !== 'TRIALING';

/** The one sentence that says where the salon stands, in plain Italian. */
export function statusSentence(subscription: Subscription): string {
  const plan = subscription.planName ?? 'scelto';
  const until = formatDateIt(subscription.currentPeriodEnd);
  switch (subscription.status) {
    case 'TRIALING':
      return `In prova fino al ${formatDateIt(subscription.trialEndsAt)}: usi Agendina gratis e puoi abbonarti quando vuoi.`;
    case 'ACTIVE':
      return subscription.cancelAtPeriodEnd
        ? `Disdetto: resta attivo fino al ${until}. Dopo quella data non ti addebitiamo più nulla.`
        : `Il piano ${plan} è attivo e si rinnova il ${until}.`;
    case 'PAST_DUE':
      return `L'ultimo rinnovo del piano ${plan} non è stato pagato: il pagamento verrà ritentato. Puoi anche abbonarti di nuovo qui sotto.`;
    case 'CANCELED':
      return "L'abbonamento è terminato. Scegli un piano per riattivarlo.";
    case 'NONE':
      return 'Il periodo di prova è terminato. Scegli un piano per continuare.';
  }
}

/** The price of a plan for an interval, in cents. */
export const priceCents = (plan: Plan, interval: BillingInterval): number =>
  interval === 'MONTHLY' ? plan.monthlyPriceCents : plan.yearlyPriceCents;

/** "29,00 € al mese" or "290,00 € all'anno". */
export const priceText = (plan: Plan, interval: BillingInterval): string =>
  `${formatEuro(priceCents(plan, interval))} ${interval === 'MONTHLY' ? 'al mese' : "all'anno"}`;

/** What a year costs less than twelve months, in cents (0 when it does not). */
export const yearlySavingCents = (plan: Plan): number =>
  Math.max(0, plan.monthlyPriceCents * 12 - plan.yearlyPriceCents);

/** "Risparmi 58,00 € rispetto al mensile", or null when the yearly price saves nothing. */
export function yearlySavingText(plan: Plan): string | null {
  const saving = yearlySavingCents(plan);
  return saving > 0 ? `Risparmi ${formatEuro(saving)} rispetto al mensile` : null;
}

/** Whether this plan and interval is the one the salon already pays for (no new checkout). */
export const isCurrentPlan = (
  subscription: Subscription,
  plan: Plan,
  interval: BillingInterval,
): boolean =>
  subscription.status === 'ACTIVE' &&
  subscription.planCode === plan.code &&
  subscription.interval === interval;

/** The title of the result on return from the card page. */
export const outcomeTitles: Readonly<Record<CheckoutOutcome, string>> = {
  PAID: 'Pagamento riuscito',
  DECLINED: 'Pagamento rifiutato',
  CANCELED: 'Pagamento annullato',
  PENDING: 'Pagamento in verifica',
};

/** What we add to the provider's message: for every outcome but PAID, that nothing changed. */
export const outcomeNotes: Readonly<Record<CheckoutOutcome, string>> = {
  PAID: 'Trovi il piano e la data del prossimo rinnovo qui sotto.',
  DECLINED:
    "Non ti è stato addebitato nulla e il tuo abbonamento non è cambiato: puoi riprovare con un'altra carta.",
  CANCELED:
    'Hai chiuso la pagina di pagamento: non ti è stato addebitato nulla e il tuo abbonamento non è cambiato.',
  PENDING:
    'Il pagamento non è ancora confermato. Di solito basta qualche secondo: controlla di nuovo tra poco.',
};
