// Claiming a freed time through the link (issue #35, decision 0063): the offer's row is locked,
// the entry's services are placed at its start by the page's rule and booked through book(),
// where the database's exclusion constraint lets one visit have the time. The first claim
// books (the offer CLAIMED, the entry BOOKED); every later one is 409 WAITLIST_OFFER_TAKEN, and
// the others offered the same start, whose services no longer fit, are told it has gone.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Tx } from '../../db/transaction.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { book } from '../booking.ts';
import { holdVisitForDeposit } from '../deposits/hold.ts';
import type { HoldDeps } from '../deposits/hold.ts';
import { depositFor, depositRulesOf } from '../deposits/rules.ts';
import { reminderAhead } from '../reminders/ahead.ts';
import { linkExpiry, signReminderToken } from '../reminders/token.ts';
import { instantOf } from '../reminders/visit.ts';
import type { WaitlistDeps } from './deps.ts';
import { findOffer, fitOfOffer, offerExpired, offerTaken, offerView, startOf } from './found.ts';
import type { FoundOffer } from './found.ts';
import type { Fit } from './fit.ts';
import { firstName } from './names.ts';
import { PAYING } from './offer.ts';
import type { EntryRow } from './offer.ts';
import { settlePaying } from './paying.ts';
import { closeOffer, takeOthers, tellTaken } from './settle.ts';

/** A claim's dependencies: the waitlist's, and the payments' for a visit that asks a deposit. */
export type ClaimDeps = WaitlistDeps & Omit<HoldDeps, 'db'>;

/** GET: the offer as the client reads it. */
export async function readWaitlistOffer(
  deps: WaitlistDeps,
  token: string,
): Promise<Schemas['WaitlistOffer']> {
  const seen = await findOffer(deps.db, deps.keys, token, false);
  // Back from paying a claim's deposit: the offer says what the payment made of it.
  if (seen.offer.state === PAYING) await settlePaying(deps, seen.offer);
  const found = await findOffer(deps.db, deps.keys, token, false);
  return offerView(
    deps.db,
    found,
    await depositOf(deps.db, found, await fitOfOffer(deps.db, found)),
  );
}

/** The deposit claiming the offer asks (null for none), by the salon's rules for this client. */
async function depositOf(db: Database | Tx, found: FoundOffer, fit: Fit | null) {
  if (!fit) return null;
  const { salon, settings, entry } = found;
  const cents = await depositFor(
    db as Database,
    salon.id,
    {
      rules: await depositRulesOf(db, salon.id),
      audience: settings.depositAudience as 'ALL',
      minNoShows: settings.depositMinNoShows,
    },
    entry.clientId,
    fit.placement.blocks.map((b) => ({
      id: b.serviceId,
      priceCents: fit.world.services.find((s) => s.id === b.serviceId)?.price ?? 0,
    })),
  );
  return cents > 0 ? cents : null;
}

type Outcome =
  | { kind: 'deposit'; found: FoundOffer; fit: Fit; cents: number }
  | { kind: 'taken' }
  | { kind: 'expired' }
  | {
      kind: 'booked';
      found: FoundOffer;
      confirmation: Schemas['PublicBookingConfirmation'];
      told: EntryRow[];
    };

async function claimUnderLock(deps: WaitlistDeps, tx: Tx, token: string): Promise<Outcome> {
  const found = await findOffer(tx, deps.keys, token, true);
  const { offer, entry, salon, settings } = found;
  if (offer.state === 'EXPIRED' || (offer.state === 'OPEN' && offer.expiresAt <= new Date()))
    return { kind: 'expired' };
  if (offer.state !== 'OPEN') return { kind: 'taken' };
  const fit = await fitOfOffer(tx, found);
  const status = settings.confirmationMode === 'REQUEST' ? 'REQUESTED' : 'BOOKED';
  if (!fit) {
    await closeOffer(tx, offer, 'TAKEN');
    return { kind: 'taken' };
  }
  const cents = await depositOf(tx, found, fit);
  if (cents !== null) {
    // Held through the deposit's own booking, after this commit: the offer waits for the payment.
    await tx
      .update(waitlistOffers)
      .set({ state: PAYING })
      .where(salonFilter(waitlistOffers, salon.id, eq(waitlistOffers.id, offer.id)));
    return { kind: 'deposit', found, fit, cents };
  }
  let written;
  try {
    written = await book(tx, salon.id, {
      clientId: entry.clientId,
      start: fit.start,
      blocks: fit.placement.blocks,
      source: 'ONLINE',
      status,
    });
  } catch (error) {
    // Booked meanwhile (by the staff, the page, another claim): the time has gone.
    if (!(error instanceof DomainError) || error.kind !== 'conflict') throw error;
    await closeOffer(tx, offer, 'TAKEN');
    return { kind: 'taken' };
  }
  const first = written.ids[0] as number;
  await tx
    .update(waitlistOffers)
    .set({ state: 'CLAIMED', appointmentId: first, claimedAt: new Date() })
    .where(salonFilter(waitlistOffers, salon.id, eq(waitlistOffers.id, offer.id)));
  await tx
    .update(waitlistEntries)
    .set({ state: 'BOOKED', updatedAt: new Date() })
    .where(salonFilter(waitlistEntries, salon.id, eq(waitlistEntries.id, entry.id)));
  const visit = written.groupId === null ? `a:${first}` : `g:${written.groupId}`;
  const start = fit.start.toString({ smallestUnit: 'second' });
  const startMs = instantOf(start, salon.timeZone);
  await reminderAhead(tx, salon, {
    key: visit,
    appointmentId: first,
    groupId: written.groupId,
    startMs,
  });
  const items = written.plan.timeline.items;
  const operator = fit.world.operators.find((o) => o.row.id === items[0]?.operatorId);
  const confirmation: Schemas['PublicBookingConfirmation'] = {
    status,
    dateTime: start,
    endTime: (items.at(-1)?.end ?? fit.start).toString({ smallestUnit: 'second' }),
    services: items.map((i) => i.serviceName),
    operatorName: firstName(operator?.row.name ?? ''),
    salonName: salon.name,
    salonPhone: salon.phoneNumber,
    manageToken: await signReminderToken(deps.keys, {
      visit,
      salonId: salon.id,
      expiresAt: linkExpiry(startMs),
    }),
  };
  return { kind: 'booked', found, confirmation, told: await takeOthers(tx, found) };
}

/** The offer back from PAYING: to `state`, its entry back in line when the claim failed. */
async function unpay(deps: WaitlistDeps, found: FoundOffer, state: 'OPEN' | 'TAKEN') {
  const { offer } = found;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(waitlistOffers)
      .set({ state: 'OPEN' })
      .where(
        salonFilter(
          waitlistOffers,
          offer.salonId,
          and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.state, PAYING)),
        ),
      );
    if (state === 'TAKEN') await closeOffer(tx, offer, 'TAKEN');
  });
}

/** Holds the time while the client pays the deposit (202); the payment's settling claims it. */
async function holdForDeposit(
  deps: ClaimDeps,
  outcome: Extract<Outcome, { kind: 'deposit' }>,
  returnUrl: string | undefined,
): Promise<Schemas['PublicBookingPayment']> {
  const { found, fit, cents } = outcome;
  const { salon, settings, entry, offer } = found;
  try {
    const held = await holdVisitForDeposit(
      { ...deps, db: deps.db },
      {
        salonId: salon.id,
        clientId: entry.clientId,
        start: fit.start,
        blocks: fit.placement.blocks,
        bookAs: settings.confirmationMode === 'REQUEST' ? 'REQUESTED' : 'BOOKED',
        amountCents: cents,
        returnUrl,
        customerEmail: entry.email,
        policy: { keepPercent: settings.depositKeepPercent, cutoffHours: settings.cutoffHours },
        waitlistOfferId: offer.id,
      },
    );
    return held.payment;
  } catch (error) {
    // Taken meanwhile: the time has gone. Anything else (no return address, the provider
    // down): the offer is open again, for the client to try once more.
    const taken = error instanceof DomainError && error.kind === 'conflict';
    await unpay(deps, found, taken ? 'TAKEN' : 'OPEN');
    if (taken) throw offerTaken();
    // The address to come back to is a field of this request: its absence is a 400 here.
    if (error instanceof DomainError && error.code === 'RETURN_URL_REQUIRED')
      throw invalid({ returnUrl: error.message });
    throw error;
  }
}

/**
 * POST: books the offered time for the entry, once (201), or holds it while the client pays the
 * deposit the salon's rules ask (202). 409 WAITLIST_OFFER_TAKEN when it has gone (claimed first,
 * booked meanwhile, withdrawn), WAITLIST_OFFER_EXPIRED past the link's time.
 */
export async function claimWaitlistOffer(
  deps: ClaimDeps,
  token: string,
  request: Schemas['WaitlistClaimRequest'] = {},
): Promise<
  | { status: 201; body: Schemas['PublicBookingConfirmation'] }
  | { status: 202; body: Schemas['PublicBookingPayment'] }
> {
  const outcome = await deps.db.transaction((tx) => claimUnderLock(deps, tx, token));
  if (outcome.kind === 'taken') throw offerTaken();
  if (outcome.kind === 'expired') throw offerExpired();
  if (outcome.kind === 'deposit')
    return { status: 202, body: await holdForDeposit(deps, outcome, request.returnUrl) };
  const { salon, offer } = outcome.found;
  await tellTaken(deps, salon, startOf(offer).toString({ smallestUnit: 'second' }), outcome.told);
  return { status: 201, body: outcome.confirmation };
}
