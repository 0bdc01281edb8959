import { entitlementsFor } from '@agendina/scheduling';
import { http, type Schemas } from '../api-mocks.ts';

/** The plans of openapi/'s example catalogue. */
export const storyPlans: Schemas['Plan'][] = [
  {
    code: 'BASE',
    name: 'Base',
    description: 'Per chi lavora da solo o con un collaboratore.',
    monthlyPriceCents: 2900,
    yearlyPriceCents: 29000,
    features: ['Calendario e prenotazioni', 'Fino a 2 operatori', 'Promemoria WhatsApp'],
    entitlements: entitlementsFor('ACTIVE', 'BASE'),
  },
  {
    code: 'PRO',
    name: 'Pro',
    description: 'Per il salone con un team e la cassa digitale.',
    monthlyPriceCents: 5900,
    yearlyPriceCents: 59000,
    features: [
      'Operatori illimitati',
      'Cassa digitale',
      'Magazzino',
      'Assistente WhatsApp e vocale',
    ],
    entitlements: entitlementsFor('ACTIVE', 'PRO'),
  },
];

/** The salon of the screen stories in its trial (storyNow is 19/11/2026): no banner. */
export const trialSubscription: Schemas['Subscription'] = {
  status: 'TRIALING',
  planCode: null,
  planName: null,
  interval: null,
  provider: 'TEST',
  trialEndsAt: '2026-11-30T10:00:00+01:00',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  entitlements: entitlementsFor('TRIALING', null),
};

export const activeSubscription: Schemas['Subscription'] = {
  status: 'ACTIVE',
  planCode: 'PRO',
  planName: 'Pro',
  interval: 'MONTHLY',
  provider: 'TEST',
  trialEndsAt: '2026-11-30T10:00:00+01:00',
  currentPeriodEnd: '2026-12-19T10:00:00+01:00',
  cancelAtPeriodEnd: false,
  entitlements: entitlementsFor('ACTIVE', 'PRO'),
};

export const pastDueSubscription: Schemas['Subscription'] = {
  ...activeSubscription,
  status: 'PAST_DUE',
  planCode: 'BASE',
  planName: 'Base',
  interval: 'YEARLY',
  currentPeriodEnd: '2026-11-10T10:00:00+01:00',
  entitlements: entitlementsFor('PAST_DUE', 'BASE'),
};

/** What the mock server holds and what the story sent it. */
export interface SubscriptionDesk {
  subscription: Schemas['Subscription'];
  checkouts: Schemas['CheckoutCreateRequest'][];
  verified: Schemas['CheckoutVerifyRequest'][];
  /** The outcome POST /subscription/checkout/verify answers (PAID applies the checkout). */
  outcome: Schemas['CheckoutOutcome'];
}

export const newSubscriptionDesk = (
  subscription: Schemas['Subscription'] = trialSubscription,
  outcome: Schemas['CheckoutOutcome'] = 'PAID',
): SubscriptionDesk => ({ subscription, checkouts: [], verified: [], outcome });

const outcomeMessages: Record<Schemas['CheckoutOutcome'], string> = {
  PAID: 'Abbonamento attivato. Grazie!',
  DECLINED:
    'Pagamento rifiutato: la carta è stata rifiutata dalla banca. Nessun addebito è stato effettuato.',
  CANCELED: 'Pagamento annullato.',
  PENDING: 'Il pagamento è in attesa di conferma.',
};

/** The checkout id MSW hands out; the return address of the stories carries it. */
export const storyCheckoutId = 'tcs_8Jq2vN5xR1mK7pL3';

/**
 * Every call of /subscription, kept in `desk`: a PAID verify makes the chosen plan ACTIVE,
 * cancel and resume flip cancelAtPeriodEnd, as the server does.
 */
export const subscriptionHandlers = (desk: SubscriptionDesk) => [
  http.get('/subscription/plans', ({ response }) => response(200).json(storyPlans)),
  http.get('/subscription', ({ response }) => response(200).json(desk.subscription)),
  http.post('/subscription/checkout', async ({ request, response }) => {
    const body = await request.json();
    desk.checkouts.push(body);
    return response(201).json({
      checkoutId: storyCheckoutId,
      url: `http://localhost:8080/test-checkout/${storyCheckoutId}`,
      provider: 'TEST',
    });
  }),
  http.post('/subscription/checkout/verify', async ({ request, response }) => {
    const body = await request.json();
    desk.verified.push(body);
    const outcome = body.cancelled ? 'CANCELED' : desk.outcome;
    if (outcome === 'PAID')
      desk.subscription = {
        ...activeSubscription,
        planCode: 'BASE',
        planName: 'Base',
        interval: 'YEARLY',
        currentPeriodEnd: '2027-11-19T10:00:00+01:00',
        entitlements: entitlementsFor('ACTIVE', 'BASE'),
      };
    return response(200).json({
      checkoutId: body.checkoutId,
      outcome,
      message: outcomeMessages[outcome],
    });
  }),
  http.post('/subscription/cancel', ({ response }) => {
    desk.subscription = { ...desk.subscription, cancelAtPeriodEnd: true };
    return response(200).json(desk.subscription);
  }),
  http.post('/subscription/resume', ({ response }) => {
    desk.subscription = { ...desk.subscription, cancelAtPeriodEnd: false };
    return response(200).json(desk.subscription);
  }),
];

/**
 * The fallback of every story (Storybook's worker starts with it): the app layout asks for the
 * salon's subscription on every page, and a trial shows no banner.
 */
export const defaultSubscriptionHandlers = [
  http.get('/subscription', ({ response }) => response(200).json(trialSubscription)),
];
