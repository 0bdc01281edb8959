// The hold of a visit that asks a deposit (issue #35, decision 0062): its rows are written HELD on
// the path every booking takes (book(): the exclusion constraint guards the held time as it
// guards a booked one), a deposits row remembers the hold for 10 minutes, and the client goes to
// the provider's page. Nothing is booked until settle.ts hears the payment confirmed. The booking
// page and a waitlist claim both hold through here.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { PaymentAdapter } from '../../adapters/payments/types.ts';
import type { Database } from '../../db/database.ts';
import { deposits, hairdressers } from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import { refused } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { book } from '../booking.ts';
import type { BlockInput } from '../plan.ts';
import { loadSalon } from '../catalog-data.ts';
import { atProvider } from './provider.ts';
import { releaseHeld } from './release.ts';
import type { DepositSummary } from './row.ts';

/** How long a held time waits for its payment (MODULES.md «Acconti»: at most 10 minutes). */
export const HOLD_MINUTES = 10;

/** A deposits row's checkout id until the provider has given its own (no provider call names it). */
export const PLACEHOLDER_PREFIX = 'hold_';

export const RETURN_URL_MESSAGE =
  'Per pagare l’acconto serve l’indirizzo della pagina a cui tornare dopo il pagamento.';

export interface HoldDeps {
  db: Database;
  payments: PaymentAdapter;
  /** The web app's origins: the only places the provider may send the browser back to. */
  allowedOrigins: readonly string[];
  /** The API's address as the browser reaches it (the test provider's page lives there). */
  apiOrigin: string;
}

export interface HoldRequest {
  salonId: number;
  clientId: number;
  start: Temporal.PlainDateTime;
  blocks: BlockInput[];
  /** What the rows become once paid: BOOKED, or REQUESTED for a salon that confirms requests. */
  bookAs: 'BOOKED' | 'REQUESTED';
  amountCents: number;
  returnUrl: string | undefined;
  customerEmail: string | null;
  policy: { keepPercent: number; cutoffHours: number };
  /** The waitlist offer the hold claims (null: a booking from the page). */
  waitlistOfferId?: number | null;
}

export interface Hold {
  payment: Schemas['PublicBookingPayment'];
  depositId: number;
  appointmentIds: number[];
  groupId: string | null;
}

/** The return address, when its origin is the web app's; 422 RETURN_URL_REQUIRED otherwise. */
export function allowedReturnUrl(
  returnUrl: string | undefined,
  allowedOrigins: readonly string[],
): string {
  if (
    returnUrl === undefined ||
    !URL.canParse(returnUrl) ||
    !allowedOrigins.includes(new URL(returnUrl).origin)
  )
    throw refused(RETURN_URL_MESSAGE, 'RETURN_URL_REQUIRED');
  return returnUrl;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** «12/03/2026 alle 09:30» of a salon-local ISO time. */
const dayAndTime = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} alle ${iso.slice(11, 16)}`;

/**
 * Holds the time and opens the deposit's checkout: the visit's rows HELD, the deposit PENDING
 * until `holdExpiresAt`. 409 SLOT_TAKEN when the time went meanwhile (book()'s refusal, for the
 * caller to answer as it answers a booking); the provider's failure (ProviderUnavailable) lets
 * the time go again before it is thrown.
 */
export async function holdVisitForDeposit(deps: HoldDeps, request: HoldRequest): Promise<Hold> {
  const { db } = deps;
  const { salonId } = request;
  const returnUrl = allowedReturnUrl(request.returnUrl, deps.allowedOrigins);
  const salon = await loadSalon(db, salonId);
  const written = await book(db, salonId, {
    clientId: request.clientId,
    start: request.start,
    blocks: request.blocks,
    source: 'ONLINE',
    status: 'HELD',
  });
  const items = written.plan.timeline.items;
  const first = items[0];
  const [operator] = first
    ? await db
        .select({ name: hairdressers.name })
        .from(hairdressers)
        .where(salonFilter(hairdressers, salonId, eq(hairdressers.id, first.operatorId)))
    : [];
  const dateTime = request.start.toString({ smallestUnit: 'second' });
  const summary: DepositSummary = {
    dateTime,
    endTime: (items.at(-1)?.end ?? request.start).toString({ smallestUnit: 'second' }),
    services: items.map((i) => i.serviceName),
    operatorName: firstName(operator?.name ?? ''),
    keepPercent: request.policy.keepPercent,
    cutoffHours: request.policy.cutoffHours,
  };
  const holdExpiresAt = new Date(Date.now() + HOLD_MINUTES * 60_000);
  // The row first, with a placeholder checkout: the hold is never without its deposit, so the
  // sweep that releases unpaid holds always finds it (release.ts).
  let depositId: number;
  try {
    const [row] = await db
      .insert(deposits)
      .values(
        owned(salonId, {
          clientId: request.clientId,
          appointmentId: written.ids[0] ?? null,
          groupId: written.groupId,
          checkoutId: `${PLACEHOLDER_PREFIX}${randomUUID().replaceAll('-', '')}`,
          provider: deps.payments.provider,
          amountCents: request.amountCents,
          bookAs: request.bookAs,
          holdExpiresAt,
          returnUrl,
          waitlistOfferId: request.waitlistOfferId ?? null,
          summary: { ...summary },
        }),
      )
      .returning({ id: deposits.id });
    depositId = (row as { id: number }).id;
  } catch (error) {
    await releaseHeld(db, salonId, {
      appointmentId: written.ids[0] ?? null,
      groupId: written.groupId,
    });
    throw error;
  }
  let created: { checkoutId: string; url: string };
  try {
    created = await atProvider(() =>
      deps.payments.createPaymentCheckout({
        salonId,
        amountCents: request.amountCents,
        description: `Acconto: ${summary.services.join(', ')}, ${dayAndTime(dateTime)} (${salon.name})`,
        returnUrl,
        customerEmail: request.customerEmail,
        apiOrigin: deps.apiOrigin.replace(/\/$/, ''),
        metadata: { depositId: String(depositId), salonId: String(salonId) },
      }),
    );
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx
        .update(deposits)
        .set({ state: 'EXPIRED' })
        .where(salonFilter(deposits, salonId, eq(deposits.id, depositId)));
      await releaseHeld(tx, salonId, {
        appointmentId: written.ids[0] ?? null,
        groupId: written.groupId,
      });
    });
    throw error;
  }
  await db
    .update(deposits)
    .set({ checkoutId: created.checkoutId })
    .where(salonFilter(deposits, salonId, eq(deposits.id, depositId)));
  return {
    payment: {
      status: 'PAYMENT_REQUIRED',
      checkoutId: created.checkoutId,
      checkoutUrl: created.url,
      depositCents: request.amountCents,
      holdExpiresAt: holdExpiresAt.toISOString(),
    },
    depositId,
    appointmentIds: written.ids,
    groupId: written.groupId,
  };
}
