// Joining the waitlist from the booking page (issue #35): the page must be on with its waitlist,
// the call is limited as a booking is, the range of days must lie within the page's horizon
// (waitlistRangeProblem), the services and operator must be bookable online, and the phone is
// proved by the one-time code, claimed exactly as a booking claims it. The verified phone finds
// the client or makes one; the entry goes to the end of the line.
import { WAITLIST_MESSAGES, waitlistRangeProblem } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import type { AppConfig } from '../../config.ts';
import { waitlistEntries } from '../../db/schema/index.ts';
import { owned } from '../../db/tenant.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { loadSalon } from '../catalog-data.ts';
import { clientFor } from '../online-booking/book.ts';
import { screenPublicWrite } from '../online-booking/screen.ts';
import { NO_PAGE, pageSearch, pageSettings, pageWindow } from '../online-booking/page.ts';
import { claimBookingCode, releaseBookingCode } from '../online-booking/verification.ts';

export interface JoinDeps {
  db: Database;
  config: AppConfig;
  ip: string;
}

/** The range's problem on the field it belongs to. */
function rangeErrors(problem: string): Record<string, string> {
  if (problem === WAITLIST_MESSAGES.range) return { fromDate: problem, toDate: problem };
  return { toDate: problem };
}

export async function joinWaitlist(
  deps: JoinDeps,
  slug: string,
  request: Schemas['WaitlistRequest'],
): Promise<Schemas['WaitlistReceipt']> {
  const settings = await pageSettings(deps.db, slug);
  if (!settings.waitlistEnabled) throw notFound(...NO_PAGE);
  const salonId = settings.salonId;
  await screenPublicWrite(deps, salonId, request);
  const salon = await loadSalon(deps.db, salonId);
  const window = pageWindow(settings, salon.timeZone);
  const today = window.first.toString();
  const problem = waitlistRangeProblem(
    request.fromDate,
    request.toDate,
    today,
    window.last.toString(),
    settings.horizonDays,
  );
  if (problem) throw invalid(rangeErrors(problem));
  // Checked before the code is spent: a service or operator not bookable online is a 404.
  const query = {
    services: request.serviceIds.join(','),
    operator: request.operatorId ?? undefined,
  };
  const { world } = await pageSearch(deps.db, settings, query, {
    from: window.first,
    to: window.first,
  });
  const code = await claimBookingCode(deps.db, salonId, request);
  const email = request.email?.trim() || code.email;
  // The claim links go where the code reached the client: WhatsApp, or the e-mail it came to.
  const channel = code.channel === 'EMAIL' && email ? 'EMAIL' : 'WHATSAPP';
  // Days already past are no wish: the range starts today at the earliest.
  const fromDate = request.fromDate < today ? today : request.fromDate;
  try {
    const clientId = await clientFor(deps.db, salonId, { ...request, email });
    await deps.db.insert(waitlistEntries).values(
      owned(salonId, {
        clientId,
        phone: request.phone,
        channel,
        email: email ?? null,
        serviceIds: [...request.serviceIds],
        operatorId: request.operatorId ?? null,
        fromDate,
        toDate: request.toDate,
        band: request.band,
      }),
    );
  } catch (error) {
    await releaseBookingCode(deps.db, salonId, request.verificationId);
    throw error;
  }
  return {
    services: request.serviceIds.map((id) => world.services.find((s) => s.id === id)?.name ?? ''),
    fromDate,
    toDate: request.toDate,
    band: request.band,
    channel,
  };
}
