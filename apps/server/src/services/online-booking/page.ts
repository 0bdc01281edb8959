// The booking page's reads (issue #34): the salon and what it offers, the free days and times of
// the chosen services, and why a time is not offered. One world is loaded per request, for the
// whole horizon; the free times come from onlinePlacements of @agendina/scheduling, the same
// placement and checks as the staff wizard.
import { and, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import {
  CATEGORY_LABELS_IT,
  ONLINE_WHY,
  formatMinuteOfDay,
  minuteOfDay,
  onlinePlacements,
  serializeWeeklyHours,
  serviceDepositCents,
  whyNotOffered,
} from '@agendina/scheduling';
import type { OnlineSearch } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { onlineBookingSettings } from '../../db/schema/index.ts';
import { acrossSalons } from '../../db/tenant.ts';
import { bookable } from './bookable.ts';
import { depositRulesOf } from '../deposits/rules.ts';
import { notFound } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { rulePlanWorld } from '../plan.ts';
import { plainDate, salonNow } from '../time.ts';
import { loadSalon, salonHours } from '../catalog-data.ts';
import { loadWorld } from '../world.ts';
import type { World } from '../world.ts';

export const NO_PAGE = [
  'Questa pagina di prenotazione non esiste o non è attiva.',
  'BOOKING_PAGE_NOT_FOUND',
] as const;
export const NOT_BOOKABLE = [
  'Servizio o operatore non prenotabile online.',
  'NOT_BOOKABLE_ONLINE',
] as const;

export type PageSettings = typeof onlineBookingSettings.$inferSelect;

/** The salon behind an address, while its page is on; 404 otherwise. */
export async function pageSettings(db: Database, slug: string): Promise<PageSettings> {
  const table = acrossSalons(onlineBookingSettings);
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.slug, slug), eq(table.enabled, true)));
  if (!row) throw notFound(...NO_PAGE);
  return row;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export async function publicPage(
  db: Database,
  slug: string,
): Promise<Schemas['PublicBookingPage']> {
  const settings = await pageSettings(db, slug);
  const today = salonNow().toPlainDate();
  const [world, ids, rules] = await Promise.all([
    loadWorld(db, settings.salonId, { from: today, to: today }),
    bookable(db, settings.salonId),
    depositRulesOf(db, settings.salonId),
  ]);
  const services = world.services.filter((s) => s.active && ids.serviceIds.includes(s.id));
  const operators = world.operators.filter(
    (o) => o.row.active && ids.operatorIds.includes(o.row.id),
  );
  const offered = services.filter((s) => operators.some((o) => o.serviceIds.includes(s.id)));
  const categoryOrder = Object.keys(CATEGORY_LABELS_IT);
  const hours = salonHours(world.salon);
  return {
    salonName: world.salon.name,
    businessType: world.salon.businessType,
    address: world.salon.address,
    phone: world.salon.phoneNumber,
    openingHours: hours ? (JSON.parse(serializeWeeklyHours(hours)) as Schemas['WeeklyHours']) : {},
    services: offered
      .map((s, index) => ({ s, index }))
      .sort(
        (a, b) =>
          categoryOrder.indexOf(a.s.category) - categoryOrder.indexOf(b.s.category) ||
          a.index - b.index,
      )
      .map(({ s }) => ({
        id: s.id,
        name: s.name,
        category: CATEGORY_LABELS_IT[s.category],
        priceCents: s.price,
        durationMinutes: s.durationMinutes,
        // What the service asks; whether this client pays it is known once the phone is verified.
        depositCents: serviceDepositCents(
          rules.find((r) => r.serviceId === s.id),
          s.price,
        ),
      })),
    operators: operators.map((o) => ({
      id: o.row.id,
      name: firstName(o.row.name),
      serviceIds: o.serviceIds.filter((id) => offered.some((s) => s.id === id)),
    })),
    horizonDays: settings.horizonDays,
    minNoticeHours: settings.minNoticeHours,
    slotStepMinutes: settings.slotStepMinutes === 30 ? 30 : 15,
    cutoffHours: settings.cutoffHours,
    policyText: settings.policyText,
    embedDomains: settings.embedDomains,
    depositAudience: settings.depositAudience,
    depositKeepPercent: settings.depositKeepPercent,
    waitlistEnabled: settings.waitlistEnabled,
  };
}

/** What the page asks about: the services (ids by commas) and an operator or none. */
export interface PageQuery {
  services: string;
  operator?: number | undefined;
}

/** The page's window: today … today + horizon − 1, and the first minute the notice allows. */
export function pageWindow(settings: PageSettings, timeZone: string) {
  const now = salonNow(timeZone);
  const earliest = now.add({ hours: settings.minNoticeHours });
  const first = now.toPlainDate();
  return { now, earliest, first, last: first.add({ days: settings.horizonDays - 1 }) };
}

/**
 * Whose search it is: a verified client (their own durations apply), moving a visit of theirs
 * (its appointments do not stand in its own way).
 */
export interface Whose {
  clientId?: number | undefined;
  moving?: readonly number[] | undefined;
}

/** The world of the page's salon over some days, and the search the scheduling rules take. */
export async function pageSearch(
  db: Database,
  settings: PageSettings,
  query: PageQuery,
  days: { from: Temporal.PlainDate; to: Temporal.PlainDate },
  whose: Whose = {},
): Promise<{ world: World; base: Omit<OnlineSearch, 'date' | 'earliestMinute'> }> {
  const serviceIds = [...new Set(query.services.split(',').map(Number))];
  const [world, ids] = await Promise.all([
    loadWorld(db, settings.salonId, {
      from: days.from,
      to: days.to.add({ days: 1 }),
      clientId: whose.clientId,
      excludeAppointmentIds: whose.moving,
    }),
    bookable(db, settings.salonId),
  ]);
  const live = (id: number) => world.services.some((s) => s.id === id && s.active);
  if (!serviceIds.every((id) => ids.serviceIds.includes(id) && live(id)))
    throw notFound(...NOT_BOOKABLE);
  const operatorIds = world.operators
    .filter((o) => o.row.active && ids.operatorIds.includes(o.row.id))
    .map((o) => o.row.id);
  const operatorId = query.operator ?? null;
  if (operatorId !== null && !operatorIds.includes(operatorId)) throw notFound(...NOT_BOOKABLE);
  return {
    world,
    base: { serviceIds, operatorId, operatorIds, stepMinutes: settings.slotStepMinutes },
  };
}

/** The first minute of `date` the notice allows: null when the whole day is too soon. */
function earliestOn(date: Temporal.PlainDate, earliest: Temporal.PlainDateTime): number | null {
  const cmp = Temporal.PlainDate.compare(date, earliest.toPlainDate());
  if (cmp < 0) return null;
  return cmp === 0 ? minuteOfDay(earliest) : 0;
}

export async function freeDays(
  db: Database,
  slug: string,
  query: PageQuery,
): Promise<Schemas['PublicBookingDays']> {
  return daysOn(db, await pageSettings(db, slug), query);
}

/** The free days of the page's horizon: for the page, or for a visit the manage link moves. */
export async function daysOn(
  db: Database,
  settings: PageSettings,
  query: PageQuery,
  whose: Whose = {},
): Promise<Schemas['PublicBookingDays']> {
  const salon = await loadSalon(db, settings.salonId);
  const window = pageWindow(settings, salon.timeZone);
  const { world, base } = await pageSearch(
    db,
    settings,
    query,
    { from: window.first, to: window.last },
    whose,
  );
  const rules = rulePlanWorld(world);
  const days: Schemas['PublicBookingDays']['days'] = [];
  for (
    let date = window.first;
    Temporal.PlainDate.compare(date, window.last) <= 0;
    date = date.add({ days: 1 })
  ) {
    const earliestMinute = earliestOn(date, window.earliest);
    if (earliestMinute === null) continue;
    const [first] = onlinePlacements(rules, { ...base, date: date.toString(), earliestMinute }, 1);
    if (first) days.push({ date: date.toString(), firstTime: formatMinuteOfDay(first.minute) });
  }
  return { days };
}

export async function freeTimes(
  db: Database,
  slug: string,
  query: PageQuery & { date: string },
): Promise<Schemas['PublicBookingTimes']> {
  return timesOn(db, await pageSettings(db, slug), query);
}

/** The free times of one day: for the page, or for a visit the manage link moves. */
export async function timesOn(
  db: Database,
  settings: PageSettings,
  query: PageQuery & { date: string },
  whose: Whose = {},
): Promise<Schemas['PublicBookingTimes']> {
  const salon = await loadSalon(db, settings.salonId);
  const window = pageWindow(settings, salon.timeZone);
  const date = plainDate(query.date);
  const { world, base } = await pageSearch(db, settings, query, { from: date, to: date }, whose);
  const earliestMinute = earliestOn(date, window.earliest);
  if (earliestMinute === null || Temporal.PlainDate.compare(date, window.last) > 0)
    return { date: query.date, times: [] };
  const placements = onlinePlacements(rulePlanWorld(world), {
    ...base,
    date: query.date,
    earliestMinute,
  });
  return {
    date: query.date,
    times: placements.map((p) => formatMinuteOfDay(p.minute)),
    waits: placements
      .filter((p) => p.waitMinutes > 0)
      .map((p) => ({ time: formatMinuteOfDay(p.minute), minutes: p.waitMinutes })),
  };
}

export async function whyNot(
  db: Database,
  slug: string,
  query: PageQuery & { date: string; time: string },
): Promise<Schemas['PublicBookingWhy']> {
  const settings = await pageSettings(db, slug);
  const salon = await loadSalon(db, settings.salonId);
  const window = pageWindow(settings, salon.timeZone);
  const date = plainDate(query.date);
  const { world, base } = await pageSearch(db, settings, query, { from: date, to: date });
  const [hour = 0, minute = 0] = query.time.split(':').map(Number);
  const at = date.toPlainDateTime({ hour, minute });
  if (Temporal.PlainDate.compare(date, window.last) > 0)
    return { offered: false, reason: ONLINE_WHY.horizon(settings.horizonDays) };
  if (Temporal.PlainDateTime.compare(at, window.now) < 0)
    return { offered: false, reason: ONLINE_WHY.past };
  if (Temporal.PlainDateTime.compare(at, window.earliest) < 0)
    return { offered: false, reason: ONLINE_WHY.notice(settings.minNoticeHours) };
  return whyNotOffered(
    rulePlanWorld(world),
    { ...base, date: query.date, earliestMinute: 0 },
    hour * 60 + minute,
  );
}
