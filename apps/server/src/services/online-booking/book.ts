// A booking through the salon's page (issue #34): the verified phone finds the salon's client or
// makes one, the services are placed by the page's own rule (onlinePlacements, the client's
// durations now known), and book() writes them with source ONLINE on the path every booking
// takes, where the database refuses an operator booked twice: of 50 clients racing for one time,
// one books and 49 hear which times are still free. A visit the salon's rules ask a deposit for
// (issue #35) is held instead (deposits/hold.ts) and booked once paid: 202 with the payment page.
import { eq, isNull } from 'drizzle-orm';
import type { WhatsAppAdapter } from '../../adapters/adapters.ts';
import type { PaymentAdapter } from '../../adapters/payments/types.ts';
import type { TokenKeys } from '../../auth/tokens.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { book } from '../booking.ts';
import { loadSalon } from '../catalog-data.ts';
import { linkExpiry, signReminderToken } from '../reminders/token.ts';
import { instantOf } from '../reminders/visit.ts';
import { reminderAhead } from '../reminders/ahead.ts';
import { pageSearch, pageSettings } from './page.ts';
import { screenPublicWrite } from './screen.ts';
import { placementAt, startInWindow, takenOn } from './placement.ts';
import { claimBookingCode, releaseBookingCode } from './verification.ts';
import { holdVisitForDeposit } from '../deposits/hold.ts';
import { depositFor, depositRulesOf } from '../deposits/rules.ts';

export interface PublicBookingDeps {
  db: Database;
  config: AppConfig;
  keys: TokenKeys;
  whatsapp: WhatsAppAdapter;
  ip: string;
  payments: PaymentAdapter;
  /** The web app's origins: where a deposit's payment page may send the browser back. */
  allowedOrigins: readonly string[];
  /** The API's address as the browser reaches it (the test provider's payment page). */
  apiOrigin: string;
}

type Request = Schemas['PublicBookingRequest'];

/** Booked (201), or held while the client pays the deposit (202). */
export type PublicBookingAnswer =
  Schemas['PublicBookingConfirmation'] | Schemas['PublicBookingPayment'];

/** The salon's live client with this phone, or a new one (two parallel bookings make one). */
export async function clientFor(
  db: Database,
  salonId: number,
  request: Pick<Request, 'name' | 'phone' | 'email'>,
): Promise<number> {
  const mine = () =>
    db
      .select({ id: clients.id })
      .from(clients)
      .where(
        salonFilter(
          clients,
          salonId,
          eq(clients.phoneNumber, request.phone),
          isNull(clients.archivedAt),
        ),
      )
      .limit(1);
  const [existing] = await mine();
  if (existing) return existing.id;
  await db
    .insert(clients)
    .values(
      owned(salonId, {
        name: request.name.trim(),
        phoneNumber: request.phone,
        email: request.email?.trim() || null,
        notes: 'Cliente registrato dalla prenotazione online.',
      }),
    )
    .onConflictDoNothing();
  const [created] = await mine();
  if (!created) throw new Error('client not found after insert');
  return created.id;
}

export async function createPublicBooking(
  deps: PublicBookingDeps,
  slug: string,
  request: Request,
): Promise<PublicBookingAnswer> {
  const settings = await pageSettings(deps.db, slug);
  const salonId = settings.salonId;
  await screenPublicWrite(deps, salonId, request);
  const salon = await loadSalon(deps.db, salonId);
  const start = startInWindow(settings, salon.timeZone, request);
  const query = {
    services: request.serviceIds.join(','),
    operator: request.operatorId ?? undefined,
  };
  const date = start.toPlainDate();
  // Checked before the code is spent: a service or operator not bookable online is a 404.
  await pageSearch(deps.db, settings, query, { from: date, to: date });
  const { email } = await claimBookingCode(deps.db, salonId, request);
  try {
    const clientId = await clientFor(deps.db, salonId, {
      ...request,
      email: request.email ?? email,
    });
    const { placement, world } = await placementAt(deps.db, settings, query, start, { clientId });
    const bookAs = settings.confirmationMode === 'REQUEST' ? 'REQUESTED' : 'BOOKED';
    const depositCents = await depositFor(
      deps.db,
      salonId,
      {
        rules: await depositRulesOf(deps.db, salonId),
        audience: settings.depositAudience,
        minNoShows: settings.depositMinNoShows,
      },
      clientId,
      placement.blocks.map((b) => ({
        id: b.serviceId,
        priceCents: world.services.find((s) => s.id === b.serviceId)?.price ?? 0,
      })),
    );
    if (depositCents > 0) {
      try {
        const held = await holdVisitForDeposit(deps, {
          salonId,
          clientId,
          start,
          blocks: placement.blocks,
          bookAs,
          amountCents: depositCents,
          returnUrl: request.returnUrl,
          customerEmail: request.email?.trim() || email,
          policy: { keepPercent: settings.depositKeepPercent, cutoffHours: settings.cutoffHours },
        });
        return held.payment;
      } catch (error) {
        if (error instanceof DomainError && error.code === 'SLOT_TAKEN')
          throw await takenOn(deps.db, settings, query, start, { clientId });
        throw error;
      }
    }
    let written;
    try {
      written = await book(deps.db, salonId, {
        clientId,
        start,
        blocks: placement.blocks,
        source: 'ONLINE',
        status: bookAs,
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'SLOT_TAKEN')
        throw await takenOn(deps.db, settings, query, start, { clientId });
      throw error;
    }
    const items = written.plan.timeline.items;
    const first = items[0];
    const last = items.at(-1);
    const visit = written.groupId === null ? `a:${written.ids[0]}` : `g:${written.groupId}`;
    const startIso = start.toString({ smallestUnit: 'second' });
    const startMs = instantOf(startIso, salon.timeZone);
    await reminderAhead(deps.db, salon, {
      key: visit,
      appointmentId: written.ids[0] as number,
      groupId: written.groupId,
      startMs,
    });
    const manageToken = await signReminderToken(deps.keys, {
      visit,
      salonId,
      expiresAt: linkExpiry(startMs),
    });
    const operator = world.operators.find((o) => o.row.id === first?.operatorId);
    return {
      status: bookAs,
      dateTime: startIso,
      endTime: (last?.end ?? start).toString({ smallestUnit: 'second' }),
      services: items.map((i) => i.serviceName),
      operatorName: (operator?.row.name ?? '').trim().split(/\s+/)[0] ?? '',
      salonName: salon.name,
      salonPhone: salon.phoneNumber,
      manageToken,
    };
  } catch (error) {
    await releaseBookingCode(deps.db, salonId, request.verificationId);
    throw error;
  }
}
