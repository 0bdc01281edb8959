import { eq } from 'drizzle-orm';
import { isValidPartitaIva, parseWeeklyHours, serializeWeeklyHours } from '@agendina/scheduling';
import { revokeAllSessions } from '../auth/sessions.ts';
import { salons, users } from '../db/schema/index.ts';
import { found, invalid } from '../domain/errors.ts';
import type { Handlers, RequestCtx, Schemas } from './context.ts';
import { authUser } from '../services/accounts.ts';

/** Parses WeeklyHoursJson text; 400 with the Italian reason when malformed. Returns the canonical text. */
export function canonicalHours(text: string, field: string): string {
  const parsed = parseWeeklyHours(text);
  if (parsed.status === 'malformed') throw invalid({ [field]: parsed.reason });
  if (parsed.status === 'absent') throw invalid({ [field]: 'Orari mancanti' });
  return serializeWeeklyHours(parsed.hours);
}

async function currentUser(ctx: RequestCtx): Promise<Schemas['CurrentUser']> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.caller.userId));
  const row = found(user, 'Utente non trovato');
  const base = await authUser(ctx.db, row);
  const salon =
    row.salonId === null
      ? undefined
      : (await ctx.db.select().from(salons).where(eq(salons.id, row.salonId)))[0];
  return {
    ...base,
    hasDigitalCashAccess:
      (salon?.digitalCashEnabled ?? false) && (salon?.active ?? false) && row.active,
    openingHours: salon?.openingHours ?? null,
    emailVerified: row.emailVerified,
    phoneNumber: salon?.phoneNumber ?? null,
    address: salon?.address ?? null,
    vatNumber: salon?.vatNumber ?? null,
    fiscalCode: salon?.fiscalCode ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const userHandlers = {
  async getCurrentUser(ctx) {
    return ctx.ok(await currentUser(ctx));
  },

  async updateCurrentUser(ctx) {
    const salonId = ctx.salonId;
    const b = ctx.body;
    if (b.vatNumber && !isValidPartitaIva(b.vatNumber))
      throw invalid({ vatNumber: 'Partita IVA non valida' });
    const set: Partial<typeof salons.$inferInsert> = {};
    if (b.name !== undefined) set.name = b.name.trim();
    if (b.businessType !== undefined) set.businessType = b.businessType;
    if (b.phoneNumber !== undefined) set.phoneNumber = b.phoneNumber;
    if (b.address !== undefined) set.address = b.address;
    if (b.vatNumber !== undefined) set.vatNumber = b.vatNumber;
    if (b.fiscalCode !== undefined) set.fiscalCode = b.fiscalCode;
    await ctx.db.update(salons).set(set).where(eq(salons.id, salonId));
    if (b.name !== undefined)
      await ctx.db
        .update(users)
        .set({ name: b.name.trim() })
        .where(eq(users.id, ctx.caller.userId));
    return ctx.ok(await currentUser(ctx));
  },

  async updateOpeningHours(ctx) {
    const openingHours = canonicalHours(ctx.body.openingHours, 'openingHours');
    await ctx.db.update(salons).set({ openingHours }).where(eq(salons.id, ctx.salonId));
    return ctx.ok(await currentUser(ctx));
  },

  async deactivateCurrentUser(ctx) {
    const salonId = ctx.caller.salonId;
    await ctx.db.update(users).set({ active: false }).where(eq(users.id, ctx.caller.userId));
    if (salonId !== null)
      await ctx.db.update(salons).set({ active: false }).where(eq(salons.id, salonId));
    await revokeAllSessions(ctx.db, ctx.caller.userId, 'DEACTIVATED');
    return ctx.ok({ success: true, message: 'Account disattivato' });
  },
} satisfies Partial<Handlers>;
