// A salon's online booking settings (issue #34): GET and PUT /salon/online-booking. Until the
// owner saves them there is no row and no page; GET then answers the defaults with an address
// suggested from the salon's name that no other salon uses. The deposits and the waitlist
// (issue #35) are saved with them; left out of a PUT, they stay as stored.
import { and, eq, like, ne } from 'drizzle-orm';
import { SLUG_MESSAGES, slugProblem, suggestSlug } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { onUniqueViolation } from '../../db/errors.ts';
import {
  onlineBookingOperators,
  onlineBookingServices,
  onlineBookingSettings,
  salons,
} from '../../db/schema/index.ts';
import { acrossSalons, owned, salonFilter } from '../../db/tenant.ts';
import { conflict, invalid, refused } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { assertOwnOperators, assertOwnServices } from '../catalog-data.ts';
import { bookable } from './bookable.ts';
import {
  assertDepositRules,
  depositColumns,
  depositRulesOf,
  depositSettingsOf,
  writeDepositRules,
} from '../deposits/rules.ts';

export type OnlineBookingSettings = Schemas['OnlineBookingSettings'];
type Input = Schemas['OnlineBookingSettingsInput'];

/** MODULES.md «Prenotazioni online»: the defaults of a salon that has not saved yet. */
export const ONLINE_BOOKING_DEFAULTS = {
  enabled: false,
  minNoticeHours: 2,
  horizonDays: 30,
  slotStepMinutes: 15,
  cutoffHours: 24,
  confirmationMode: 'INSTANT',
  policyText: '',
  embedDomains: [] as string[],
} as const;

/** The waitlist of a salon that has not turned it on (WaitlistSettings' defaults). */
export const WAITLIST_DEFAULTS = { enabled: false, claimMinutes: 30 } as const;

/** Whether another salon's page has this address (the slug is unique across salons). */
async function slugTaken(db: Database, salonId: number, slug: string): Promise<boolean> {
  const table = acrossSalons(onlineBookingSettings);
  const [row] = await db
    .select({ salonId: table.salonId })
    .from(table)
    .where(and(eq(table.slug, slug), ne(table.salonId, salonId)))
    .limit(1);
  return row !== undefined;
}

/** The name's address, or the first of name-2, name-3 … that no other salon uses. */
async function freeSlug(db: Database, salonId: number, name: string): Promise<string> {
  const base = suggestSlug(name);
  const table = acrossSalons(onlineBookingSettings);
  const used = new Set(
    (
      await db
        .select({ slug: table.slug })
        .from(table)
        .where(and(like(table.slug, `${base}%`), ne(table.salonId, salonId)))
    ).map((r) => r.slug),
  );
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base.slice(0, 40 - String(n).length - 1)}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

export async function readOnlineBookingSettings(
  db: Database,
  salonId: number,
): Promise<OnlineBookingSettings> {
  const [[salon], [row], ids, rules] = await Promise.all([
    db.select({ name: salons.name }).from(salons).where(eq(salons.id, salonId)),
    db.select().from(onlineBookingSettings).where(salonFilter(onlineBookingSettings, salonId)),
    bookable(db, salonId),
    depositRulesOf(db, salonId),
  ]);
  const suggestedSlug = await freeSlug(db, salonId, salon?.name ?? '');
  const stored = row ?? { ...ONLINE_BOOKING_DEFAULTS, slug: suggestedSlug };
  return {
    enabled: stored.enabled,
    slug: stored.slug,
    serviceIds: ids.serviceIds.sort((a, b) => a - b),
    operatorIds: ids.operatorIds.sort((a, b) => a - b),
    minNoticeHours: stored.minNoticeHours,
    horizonDays: stored.horizonDays,
    slotStepMinutes: stored.slotStepMinutes === 30 ? 30 : 15,
    cutoffHours: stored.cutoffHours,
    confirmationMode: stored.confirmationMode,
    policyText: stored.policyText,
    embedDomains: [...stored.embedDomains],
    suggestedSlug,
    deposits: depositSettingsOf(row, rules),
    waitlist: row
      ? { enabled: row.waitlistEnabled, claimMinutes: row.waitlistClaimMinutes }
      : { ...WAITLIST_DEFAULTS },
  };
}

/** 404 unless every id is a live service (operator) of the salon. */
async function assertOwn(db: Database, salonId: number, input: Input): Promise<void> {
  await assertOwnServices(db, salonId, input.serviceIds, [
    'Servizio non trovato',
    'SERVICE_NOT_FOUND',
  ]);
  await assertOwnOperators(db, salonId, input.operatorIds);
}

export async function updateOnlineBookingSettings(
  db: Database,
  salonId: number,
  input: Input,
): Promise<OnlineBookingSettings> {
  const problem = slugProblem(input.slug);
  if (problem === SLUG_MESSAGES.reserved) throw refused(problem, 'SLUG_RESERVED');
  if (problem !== null) throw invalid({ slug: problem });
  await assertOwn(db, salonId, input);
  if (input.deposits) assertDepositRules(input.deposits.rules, input.serviceIds);
  if (await slugTaken(db, salonId, input.slug)) throw conflict(SLUG_MESSAGES.taken, 'SLUG_TAKEN');
  // Absent: what is stored stays (the rules of services no longer offered go, below).
  const rules = input.deposits?.rules ?? (await depositRulesOf(db, salonId));
  const values = {
    enabled: input.enabled,
    slug: input.slug,
    minNoticeHours: input.minNoticeHours,
    horizonDays: input.horizonDays,
    slotStepMinutes: input.slotStepMinutes,
    cutoffHours: input.cutoffHours,
    confirmationMode: input.confirmationMode,
    policyText: input.policyText.trim(),
    embedDomains: [...new Set(input.embedDomains)],
    ...(input.deposits ? depositColumns(input.deposits) : {}),
    ...(input.waitlist
      ? {
          waitlistEnabled: input.waitlist.enabled,
          waitlistClaimMinutes: input.waitlist.claimMinutes,
        }
      : {}),
    updatedAt: new Date(),
  };
  // Two salons saving the same free address at once: the unique index lets one through.
  await onUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        await tx
          .insert(onlineBookingSettings)
          .values(owned(salonId, values))
          .onConflictDoUpdate({ target: onlineBookingSettings.salonId, set: values });
        await tx.delete(onlineBookingServices).where(salonFilter(onlineBookingServices, salonId));
        await tx.delete(onlineBookingOperators).where(salonFilter(onlineBookingOperators, salonId));
        if (input.serviceIds.length > 0)
          await tx
            .insert(onlineBookingServices)
            .values(input.serviceIds.map((serviceId) => owned(salonId, { serviceId })));
        if (input.operatorIds.length > 0)
          await tx
            .insert(onlineBookingOperators)
            .values(input.operatorIds.map((hairdresserId) => owned(salonId, { hairdresserId })));
        await writeDepositRules(tx, salonId, rules, input.serviceIds);
      }),
    () => conflict(SLUG_MESSAGES.taken, 'SLUG_TAKEN'),
  );
  return readOnlineBookingSettings(db, salonId);
}
