import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { canPerform, pluralIt } from '@agendina/scheduling';

const futureAppointments = { one: '# appuntamento futuro', other: '# appuntamenti futuri' };
import type { Database } from '../db/database.ts';
import {
  appointments,
  hairdresserServices,
  hairdressers,
  services,
  timeOff,
} from '../db/schema/index.ts';
import { conflict, invalid, notFound } from '../domain/errors.ts';
import type { Handlers, RequestCtx, Schemas } from './context.ts';
import { findAppointments, upcoming } from '../services/appointments-read.ts';
import {
  loadOperator,
  loadOperators,
  loadServices,
  ruleOperator,
  toHairdresser,
} from '../services/catalog-data.ts';
import { canonicalHours } from './users.ts';
import { SERVICE_NOT_FOUND } from '../domain/messages.ts';
import { owned, salonFilter } from '../db/tenant.ts';

/** The operator as the contract shows it, with its services. */
async function hairdresser(ctx: RequestCtx, id: number): Promise<Schemas['Hairdresser']> {
  const [op, serviceRows] = await Promise.all([
    loadOperator(ctx.db, ctx.salonId, id),
    loadServices(ctx.db, ctx.salonId),
  ]);
  return toHairdresser(op, serviceRows);
}

/** 404 unless every id is a service of the salon. */
async function assertServices(
  db: Database,
  salonId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(
      salonFilter(services, salonId, inArray(services.id, [...ids]), isNull(services.archivedAt)),
    );
  if (rows.length !== new Set(ids).size) throw notFound(...SERVICE_NOT_FOUND);
}

async function setServices(
  db: Database,
  salonId: number,
  hairdresserId: number,
  ids: readonly number[],
): Promise<void> {
  await db
    .delete(hairdresserServices)
    .where(
      salonFilter(
        hairdresserServices,
        salonId,
        eq(hairdresserServices.hairdresserId, hairdresserId),
      ),
    );
  if (ids.length > 0)
    await db
      .insert(hairdresserServices)
      .values(ids.map((serviceId) => owned(salonId, { hairdresserId, serviceId })));
}

export const hairdresserHandlers = {
  async listHairdressers(ctx) {
    const [ops, serviceRows] = await Promise.all([
      loadOperators(ctx.db, ctx.salonId),
      loadServices(ctx.db, ctx.salonId),
    ]);
    const active = ctx.query.active;
    return ctx.ok(
      ops
        .filter((o) => active === undefined || o.row.active === active)
        .map((o) => toHairdresser(o, serviceRows)),
    );
  },

  async createHairdresser(ctx) {
    const b = ctx.body;
    const ids = b.serviceIds ?? [];
    await assertServices(ctx.db, ctx.salonId, ids);
    const workingHours =
      b.workingHours === undefined ? null : canonicalHours(b.workingHours, 'workingHours');
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(hairdressers)
        .values(
          owned(ctx.salonId, {
            name: b.name.trim(),
            role: b.role ?? 'HAIRDRESSER',
            colorCode: b.colorCode ?? '#9E9E9E',
            workingHours,
          }),
        )
        .returning({ id: hairdressers.id });
      const newId = (row as { id: number }).id;
      await setServices(tx, ctx.salonId, newId, ids);
      return newId;
    });
    return ctx.created(await hairdresser(ctx, id));
  },

  async getHairdresser(ctx) {
    return ctx.ok(await hairdresser(ctx, ctx.params.id));
  },

  async updateHairdresser(ctx) {
    const op = await loadOperator(ctx.db, ctx.salonId, ctx.params.id);
    const b = ctx.body;
    await ctx.db
      .update(hairdressers)
      .set({
        ...(b.name === undefined ? {} : { name: b.name.trim() }),
        ...(b.role === undefined ? {} : { role: b.role }),
        ...(b.colorCode === undefined ? {} : { colorCode: b.colorCode }),
        ...(b.active === undefined ? {} : { active: b.active }),
      })
      .where(salonFilter(hairdressers, ctx.salonId, eq(hairdressers.id, op.row.id)));
    return ctx.ok(await hairdresser(ctx, op.row.id));
  },

  async updateHairdresserWorkingHours(ctx) {
    const op = await loadOperator(ctx.db, ctx.salonId, ctx.params.id);
    const text = ctx.body.workingHours;
    await ctx.db
      .update(hairdressers)
      .set({ workingHours: text === null ? null : canonicalHours(text, 'workingHours') })
      .where(salonFilter(hairdressers, ctx.salonId, eq(hairdressers.id, op.row.id)));
    return ctx.ok(await hairdresser(ctx, op.row.id));
  },

  async updateHairdresserServices(ctx) {
    const op = await loadOperator(ctx.db, ctx.salonId, ctx.params.id);
    await assertServices(ctx.db, ctx.salonId, ctx.body.serviceIds);
    await ctx.db.transaction((tx) => setServices(tx, ctx.salonId, op.row.id, ctx.body.serviceIds));
    return ctx.ok(await hairdresser(ctx, op.row.id));
  },

  async updateHairdresserTimeOff(ctx) {
    const op = await loadOperator(ctx.db, ctx.salonId, ctx.params.id);
    const errors: Record<string, string> = {};
    ctx.body.timeOff.forEach((t, i) => {
      if (t.endDate < t.startDate)
        errors[`timeOff[${i}].endDate`] = 'La fine deve venire dopo l’inizio';
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await ctx.db.transaction(async (tx) => {
      await tx
        .delete(timeOff)
        .where(salonFilter(timeOff, ctx.salonId, eq(timeOff.hairdresserId, op.row.id)));
      if (ctx.body.timeOff.length > 0) {
        await tx.insert(timeOff).values(
          ctx.body.timeOff.map((t) =>
            owned(ctx.salonId, {
              hairdresserId: op.row.id,
              startDate: t.startDate,
              endDate: t.endDate,
              reason: t.reason ?? null,
            }),
          ),
        );
      }
    });
    return ctx.ok(await hairdresser(ctx, op.row.id));
  },

  async getHairdresserDeletionInfo(ctx) {
    const op = await loadOperator(ctx.db, ctx.salonId, ctx.params.id);
    const where = upcoming(eq(appointments.hairdresserId, op.row.id));
    const [counts] = await ctx.db
      .select({
        count: sql<number>`count(*)::int`,
        groups: sql<number>`count(distinct ${appointments.groupId})::int`,
      })
      .from(appointments)
      .where(salonFilter(appointments, ctx.salonId, where));
    const future = await findAppointments(ctx.db, ctx.salonId, where, 50);
    const count = Number(counts?.count ?? 0);
    return ctx.ok({
      hairdresserId: op.row.id,
      hairdresserName: op.row.name,
      futureAppointmentCount: count,
      affectedGroupCount: Number(counts?.groups ?? 0),
      futureAppointments: future,
      canDeleteWithoutAction: count === 0,
    });
  },

  async deleteHairdresser(ctx) {
    const op = await loadOperator(ctx.db, ctx.salonId, ctx.params.id);
    const where = upcoming(eq(appointments.hairdresserId, op.row.id));
    const future = await ctx.db
      .select({ id: appointments.id, serviceId: appointments.serviceId })
      .from(appointments)
      .where(salonFilter(appointments, ctx.salonId, where));
    const choice = ctx.query.futureAppointments;
    let cancelled = 0;
    let reassigned = 0;
    if (future.length > 0 && choice === undefined)
      throw conflict(
        `${op.row.name} ha ${pluralIt(future.length, futureAppointments)}: scegli se cancellarli o riassegnarli`,
        'HAIRDRESSER_HAS_FUTURE_APPOINTMENTS',
      );
    if (future.length > 0 && choice === 'REASSIGN') {
      if (ctx.query.reassignTo === undefined || ctx.query.reassignTo === op.row.id)
        throw invalid({ reassignTo: 'Indica l’operatore che prende gli appuntamenti' });
      const target = await loadOperator(ctx.db, ctx.salonId, ctx.query.reassignTo);
      const serviceRows = await loadServices(ctx.db, ctx.salonId);
      const rule = ruleOperator(target, serviceRows);
      if (!future.every((f) => canPerform(rule, f.serviceId)))
        throw conflict(
          `${target.row.name} non può eseguire tutti i servizi di questi appuntamenti`,
          'REASSIGN_NOT_POSSIBLE',
        );
      await ctx.db
        .update(appointments)
        .set({ hairdresserId: target.row.id })
        .where(salonFilter(appointments, ctx.salonId, where));
      reassigned = future.length;
    } else if (future.length > 0) {
      await ctx.db
        .update(appointments)
        .set({ status: 'CANCELLED' })
        .where(salonFilter(appointments, ctx.salonId, where));
      cancelled = future.length;
    }
    await ctx.db
      .update(hairdressers)
      .set({ archivedAt: new Date(), active: false })
      .where(salonFilter(hairdressers, ctx.salonId, eq(hairdressers.id, op.row.id)));
    return ctx.ok({
      success: true,
      message: `${op.row.name} è stato rimosso`,
      cancelledAppointments: cancelled,
      reassignedAppointments: reassigned,
    });
  },
} satisfies Partial<Handlers>;
