// The subscription (MODULES.md "Subscription", issue #18): plans, the current subscription,
// checkout at the configured provider and its verification on return, cancel and resume, and the
// provider's webhook. The provider is asked, never the URL; verify and the webhook apply a
// payment once between them (services/subscription/state.ts).
import { InvalidSignature, ProviderUnavailable } from '../adapters/payments/types.ts';
import type { CheckoutState, PaymentAdapter } from '../adapters/payments/types.ts';
import { conflict, found, refused } from '../domain/errors.ts';
import { HttpError } from '../http/errors.ts';
import type { Handlers, RequestCtx, Schemas } from './context.ts';
import { PLANS, findPlan } from '@agendina/scheduling';
import {
  alreadySubscribed,
  applySubscriptionEvent,
  findCheckout,
  settleCheckout,
  statusNow,
  subscriptionOf,
  subscriptionView,
} from '../services/subscription/state.ts';
import { recordCheckout, setCancelAtPeriodEnd } from '../services/subscription/rows.ts';
import { findDepositByCheckout, settleDepositCheckout } from '../services/deposits/settle.ts';
import { depositDeps } from '../services/deposits/deps.ts';

const OUTCOME_MESSAGES: Record<Exclude<Schemas['CheckoutOutcome'], 'DECLINED'>, string> = {
  PAID: 'Abbonamento attivato. Grazie!',
  CANCELED: 'Pagamento annullato: nessun addebito è stato effettuato.',
  PENDING: 'Il pagamento è in attesa di conferma: controlla di nuovo tra qualche istante.',
};

/** The provider's answer, or 502 with a sentence the app can show. */
async function ask<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ProviderUnavailable)
      throw new HttpError(
        502,
        'Il servizio di pagamento non risponde: riprova tra qualche minuto',
        {
          code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        },
      );
    throw error;
  }
}

/**
 * After a payment that replaced another subscription (a change of plan), the old one is ended
 * at the provider so it bills no more. Best effort after the commit: the new one is paid.
 */
async function endReplaced(payments: PaymentAdapter, replaced: string | null): Promise<void> {
  if (replaced === null) return;
  await payments.cancelNow(replaced).catch((error: unknown) => {
    console.error(`Abbonamento ${replaced} da chiudere a mano presso il fornitore:`, error);
  });
}

async function settle(
  ctx: RequestCtx,
  checkoutId: string,
  state: CheckoutState,
  event?: Parameters<typeof settleCheckout>[4],
) {
  const { payments } = ctx.adapters;
  const settled = await settleCheckout(ctx.db, payments.provider, checkoutId, state, event);
  await endReplaced(payments, settled.replaced);
  return settled;
}

const currentView = async (ctx: RequestCtx, salonId: number) =>
  subscriptionView(await subscriptionOf(ctx.db, salonId), ctx.adapters.payments.provider);

/** Cancel at period end (true) or undo it, at the provider first, then here. */
async function changeCancellation(ctx: RequestCtx, subscriptionId: string, cancel: boolean) {
  const { currentPeriodEnd } = await ask(() =>
    ctx.adapters.payments.setCancelAtPeriodEnd(subscriptionId, cancel),
  );
  await setCancelAtPeriodEnd(ctx.db, ctx.salonId, cancel, currentPeriodEnd);
  return currentView(ctx, ctx.salonId);
}

export const subscriptionHandlers = {
  async listPlans(ctx) {
    return ctx.ok([...PLANS]);
  },

  async getSubscription(ctx) {
    return ctx.ok(await currentView(ctx, ctx.salonId));
  },

  async createCheckout(ctx) {
    const { planCode, interval, returnUrl } = ctx.body;
    const plan = found(findPlan(planCode), 'Piano non trovato', 'PLAN_NOT_FOUND');
    if (!URL.canParse(returnUrl) || !ctx.allowedOrigins.includes(new URL(returnUrl).origin))
      throw refused('Indirizzo di ritorno non consentito', 'RETURN_URL_NOT_ALLOWED');
    const salonId = ctx.salonId;
    const current = await subscriptionOf(ctx.db, salonId);
    if (alreadySubscribed(current, plan.code, interval))
      throw conflict('Sei già abbonato a questo piano', 'ALREADY_SUBSCRIBED');
    const { payments } = ctx.adapters;
    const apiOrigin = ctx.config.publicApiUrl ?? new URL(ctx.request.url).origin;
    const created = await ask(() =>
      payments.createCheckout({
        salonId,
        plan,
        interval,
        returnUrl,
        customerId: current?.provider === payments.provider ? current.providerCustomerId : null,
        customerEmail: ctx.caller.email,
        apiOrigin: apiOrigin.replace(/\/$/, ''),
      }),
    );
    await recordCheckout(ctx.db, salonId, {
      id: created.checkoutId,
      provider: payments.provider,
      planCode: plan.code,
      interval,
      returnUrl,
    });
    return ctx.created({ ...created, provider: payments.provider });
  },

  async verifyCheckout(ctx) {
    const { checkoutId, cancelled } = ctx.body;
    // Public: the checkout's unguessable id is the only key, and it names the salon.
    await findCheckout(ctx.db, checkoutId);
    const { payments } = ctx.adapters;
    let state = await ask(() => payments.retrieveCheckout(checkoutId));
    // "Annulla" at the provider: the session is closed there, so it cannot be paid later. The
    // provider's answer afterwards decides (a session paid meanwhile stays paid).
    if (cancelled === true && state.outcome === 'PENDING') {
      await ask(() => payments.expireCheckout(checkoutId));
      state = await ask(() => payments.retrieveCheckout(checkoutId));
    }
    await settle(ctx, checkoutId, state);
    return ctx.ok({
      checkoutId,
      outcome: state.outcome,
      // Public and keyed by an id that travels in URLs: the outcome only, never the salon's
      // subscription (issue #32); the signed-in page reads that from GET /subscription.
      message: state.outcome === 'DECLINED' ? state.message : OUTCOME_MESSAGES[state.outcome],
    });
  },

  async cancelSubscription(ctx) {
    const row = await subscriptionOf(ctx.db, ctx.salonId);
    const status = statusNow(row);
    if (
      !row?.providerSubscriptionId ||
      row.cancelAtPeriodEnd ||
      (status !== 'ACTIVE' && status !== 'PAST_DUE')
    )
      throw conflict("Non c'è un abbonamento da disdire", 'NOTHING_TO_CANCEL');
    return ctx.ok(await changeCancellation(ctx, row.providerSubscriptionId, true));
  },

  async resumeSubscription(ctx) {
    const row = await subscriptionOf(ctx.db, ctx.salonId);
    if (!row?.providerSubscriptionId || !row.cancelAtPeriodEnd)
      throw conflict("Non c'è una disdetta da annullare", 'NOTHING_TO_RESUME');
    const ended =
      row.status === 'CANCELED' ||
      (row.currentPeriodEnd !== null && row.currentPeriodEnd <= new Date());
    if (ended)
      throw conflict(
        "L'abbonamento è terminato: scegli di nuovo un piano per riattivarlo",
        'NOTHING_TO_RESUME',
      );
    return ctx.ok(await changeCancellation(ctx, row.providerSubscriptionId, false));
  },

  async receivePaymentWebhook(ctx) {
    const { payments } = ctx.adapters;
    if (ctx.params.provider !== payments.webhookName)
      throw new HttpError(404, 'Fornitore di pagamento non configurato', {
        code: 'PROVIDER_NOT_CONFIGURED',
      });
    let event;
    try {
      event = payments.verifyWebhook(await ctx.rawBody(), ctx.request.headers);
    } catch (error) {
      if (error instanceof InvalidSignature)
        throw new HttpError(400, 'Firma non valida', { code: 'INVALID_SIGNATURE' });
      throw error;
    }
    const change = event.change;
    // A deposit's checkout (issue #35): settled once with the booking page's verify.
    if (change.kind === 'checkoutCompleted') {
      const deposit = await findDepositByCheckout(ctx.db, payments.provider, change.checkoutId);
      if (deposit) {
        const { duplicate } = await settleDepositCheckout(
          depositDeps(ctx),
          deposit,
          change.checkoutId,
        );
        return ctx.ok({ received: true, duplicate });
      }
    }
    // A completed checkout: the provider is asked for it, as verify does, and applied once.
    const { duplicate } =
      change.kind === 'checkoutCompleted'
        ? await settle(
            ctx,
            change.checkoutId,
            await payments.retrieveCheckout(change.checkoutId),
            event,
          )
        : await applySubscriptionEvent(ctx.db, payments.provider, event);
    return ctx.ok({ received: true, duplicate });
  },
} satisfies Partial<Handlers>;
