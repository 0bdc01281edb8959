import { pluralIt } from '@agendina/scheduling';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.ts';
import { EXCLUSION_VIOLATION, pgErrorCode, retryingAbortedTransaction } from '../../db/errors.ts';
import { lockOperatorCalendars } from '../../db/operator-locks.ts';
import { HttpError } from '../../http/errors.ts';
import type { Handlers } from '../context.ts';
import { loadRow } from '../../services/appointment-row.ts';
import { findAppointments, getAppointment } from '../../services/appointments-read.ts';
import {
  assertBookable,
  assertReferences,
  book,
  slotTaken,
  storedActivePeriods,
  worldFor,
} from '../../services/booking.ts';
import { loadSalon } from '../../services/catalog-data.ts';
import { idempotencyKeyOf, idempotent } from '../../services/idempotency.ts';
import { checkPlan } from '../../services/plan.ts';
import { assertTransition } from '../../services/status.ts';
import { dbTime, localIso, plainDateTime, salonNow } from '../../services/time.ts';
import { loadClient } from '../../services/client-row.ts';
import { salonFilter } from '../../db/tenant.ts';

export const appointmentCrudHandlers = {
  async createAppointment(ctx) {
    const b = ctx.body;
    const key = idempotencyKeyOf(ctx.request);
    return idempotent(ctx.db, ctx.salonId, key, 'createAppointment', b, async (db) => {
      const { ids } = await book(db, ctx.salonId, {
        clientId: b.clientId,
        start: plainDateTime(b.dateTime),
        blocks: b.serviceIds.map((serviceId, i) => ({
          serviceId,
          operatorId: b.hairdresserId,
          executionOrder: i + 1,
        })),
        notes: b.notes,
        source: b.source,
      });
      return ctx.created(await getAppointment(db, ctx.salonId, ids[0] as number));
    });
  },

  async getAppointment(ctx) {
    return ctx.ok(await getAppointment(ctx.db, ctx.salonId, ctx.params.id));
  },

  async updateAppointment(ctx) {
    const row = await loadRow(ctx, ctx.params.id);
    const b = ctx.body;
    const moves =
      b.dateTime !== undefined ||
      b.hairdresserId !== undefined ||
      b.serviceId !== undefined ||
      b.durationMinutes !== undefined;
    const set: Partial<typeof appointments.$inferInsert> = {};
    if (b.notes !== undefined) set.notes = b.notes;
    if (moves) {
      const start = plainDateTime(b.dateTime ?? localIso(row.startAt));
      const serviceId = b.serviceId ?? row.serviceId;
      const operatorId = b.hairdresserId ?? row.hairdresserId;
      const sameService = serviceId === row.serviceId;
      const duration = b.durationMinutes ?? (sameService ? row.durationMinutes : null);
      const block = { serviceId, operatorId, executionOrder: 1, customDurationMinutes: duration };
      const world = await worldFor(ctx.db, ctx.salonId, row.clientId, start, [row.id]);
      await assertReferences(ctx.db, ctx.salonId, row.clientId, world, [block]);
      const plan = checkPlan(start, [block], world);
      assertBookable(plan);
      const item = plan.timeline.items[0];
      if (!item) throw new HttpError(422, 'Appuntamento non valido', { code: 'SCHEDULE_INVALID' });
      const service = world.services.find((s) => s.id === serviceId);
      Object.assign(set, {
        hairdresserId: operatorId,
        serviceId,
        serviceName: item.serviceName,
        ...(sameService ? {} : { priceCents: service?.price ?? 0 }),
        // The phases of the (maybe new) service at the (maybe new) duration; a booking from
        // before phases keeps its periods while its service stays.
        activePeriods: storedActivePeriods(item) ?? (sameService ? row.activePeriods : null),
        startAt: dbTime(item.start),
        endAt: dbTime(item.end),
        durationMinutes: item.duration,
      });
    }
    if (Object.keys(set).length > 0) {
      try {
        await retryingAbortedTransaction(() =>
          ctx.db.transaction(async (tx) => {
            // A move writes the calendars it leaves and joins: the same order as new bookings.
            if (moves)
              await lockOperatorCalendars(tx, [
                row.hairdresserId,
                set.hairdresserId ?? row.hairdresserId,
              ]);
            await tx
              .update(appointments)
              .set(set)
              .where(salonFilter(appointments, ctx.salonId, eq(appointments.id, row.id)));
          }),
        );
      } catch (error) {
        if (pgErrorCode(error) === EXCLUSION_VIOLATION) throw slotTaken();
        throw error;
      }
    }
    return ctx.ok(await getAppointment(ctx.db, ctx.salonId, row.id));
  },

  async deleteAppointment(ctx) {
    const row = await loadRow(ctx, ctx.params.id);
    await ctx.db.transaction(async (tx) => {
      await tx
        .delete(appointments)
        .where(salonFilter(appointments, ctx.salonId, eq(appointments.id, row.id)));
      if (row.groupId) {
        await tx.execute(sql`
          update appointments a set service_order = r.n
          from (select id, row_number() over (order by service_order, start_at, id) as n from appointments where group_id = ${row.groupId} and salon_id = ${ctx.salonId}) r
          where a.id = r.id`);
      }
    });
    return ctx.ok({
      success: true,
      message: 'Appuntamento eliminato con successo',
      deletedCount: 1,
    });
  },

  async updateAppointmentStatus(ctx) {
    const row = await loadRow(ctx, ctx.params.id);
    const salon = await loadSalon(ctx.db, ctx.salonId);
    assertTransition(row.status, ctx.body.status, salon.digitalCashEnabled);
    if (row.status !== ctx.body.status)
      await ctx.db
        .update(appointments)
        .set({ status: ctx.body.status })
        .where(salonFilter(appointments, ctx.salonId, eq(appointments.id, row.id)));
    return ctx.ok(await getAppointment(ctx.db, ctx.salonId, row.id));
  },

  async completeExpiredAppointments(ctx) {
    const now = dbTime(salonNow());
    const done = await ctx.db
      .update(appointments)
      .set({ status: 'COMPLETED' })
      .where(
        salonFilter(
          appointments,
          ctx.salonId,
          eq(appointments.status, 'BOOKED'),
          lte(appointments.endAt, now),
        ),
      )
      .returning({ id: appointments.id });
    return ctx.ok({
      success: true,
      message: pluralIt(done.length, {
        one: '# appuntamento completato',
        other: '# appuntamenti completati',
      }),
      updatedCount: done.length,
    });
  },

  async listClientAppointments(ctx) {
    await loadClient(ctx.db, ctx.salonId, ctx.params.id);
    const where = and(
      eq(appointments.clientId, ctx.params.id),
      ctx.query.status ? eq(appointments.status, ctx.query.status) : undefined,
    );
    return ctx.ok(
      await findAppointments(ctx.db, ctx.salonId, where, 500, [
        desc(appointments.startAt),
        desc(appointments.id),
      ]),
    );
  },

  async listRecentAppointments(ctx) {
    const since = new Date(Date.now() - (ctx.query.hours ?? 24) * 3_600_000);
    const list = await findAppointments(
      ctx.db,
      ctx.salonId,
      gte(appointments.createdAt, since),
      ctx.query.limit ?? 50,
      [desc(appointments.createdAt), desc(appointments.id)],
    );
    return ctx.ok(list.reverse());
  },
} satisfies Partial<Handlers>;
