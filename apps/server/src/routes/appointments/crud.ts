import { pluralIt } from '@agendina/scheduling';
import type { Handlers } from '../context.ts';
import {
  completeExpired,
  deleteAppointment,
  editAppointment,
  setAppointmentStatus,
} from '../../services/appointment-edit.ts';
import { clientAppointments, recentAppointments } from '../../services/appointment-lists.ts';
import { getAppointment } from '../../services/appointments-read.ts';
import { book } from '../../services/booking.ts';
import { idempotencyKeyOf, idempotent } from '../../services/idempotency.ts';
import { plainDateTime } from '../../services/time.ts';
import { freeingVisit } from '../../services/waitlist/freed.ts';
import { waitlistDeps } from '../../services/waitlist/deps.ts';

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
    return ctx.ok(await editAppointment(ctx.db, ctx.salonId, ctx.params.id, ctx.body));
  },

  async deleteAppointment(ctx) {
    // A deleted visit frees its time like a cancelled one: the waitlist hears of it.
    await freeingVisit(waitlistDeps(ctx), ctx.salonId, ctx.params.id, () =>
      deleteAppointment(ctx.db, ctx.salonId, ctx.params.id),
    );
    return ctx.ok({
      success: true,
      message: 'Appuntamento eliminato con successo',
      deletedCount: 1,
    });
  },

  async updateAppointmentStatus(ctx) {
    return ctx.ok(await setAppointmentStatus(ctx.db, ctx.salonId, ctx.params.id, ctx.body.status));
  },

  async completeExpiredAppointments(ctx) {
    const done = await completeExpired(ctx.db, ctx.salonId);
    return ctx.ok({
      success: true,
      message: pluralIt(done, {
        one: '# appuntamento completato',
        other: '# appuntamenti completati',
      }),
      updatedCount: done,
    });
  },

  async listClientAppointments(ctx) {
    return ctx.ok(await clientAppointments(ctx.db, ctx.salonId, ctx.params.id, ctx.query.status));
  },

  async listRecentAppointments(ctx) {
    return ctx.ok(
      await recentAppointments(ctx.db, ctx.salonId, ctx.query.hours ?? 24, ctx.query.limit ?? 50),
    );
  },
} satisfies Partial<Handlers>;
