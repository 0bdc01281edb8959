import type { Handlers } from './context.ts';
import {
  clientDurations,
  countClientDurations,
  createDuration,
  deleteDuration,
  getDuration,
  salonDurations,
  updateDuration,
} from '../services/client-service-durations.ts';

export const clientServiceDurationHandlers = {
  async listClientServiceDurations(ctx) {
    return ctx.ok(await clientDurations(ctx.db, ctx.salonId, ctx.params.id));
  },

  async countClientServiceDurations(ctx) {
    return ctx.ok({ count: await countClientDurations(ctx.db, ctx.salonId, ctx.params.id) });
  },

  async listSalonClientServiceDurations(ctx) {
    return ctx.ok(await salonDurations(ctx.db, ctx.salonId));
  },

  async createClientServiceDuration(ctx) {
    return ctx.created(await createDuration(ctx.db, ctx.salonId, ctx.body));
  },

  async getClientServiceDuration(ctx) {
    return ctx.ok(await getDuration(ctx.db, ctx.salonId, ctx.params.id));
  },

  async updateClientServiceDuration(ctx) {
    return ctx.ok(await updateDuration(ctx.db, ctx.salonId, ctx.params.id, ctx.body));
  },

  async deleteClientServiceDuration(ctx) {
    await deleteDuration(ctx.db, ctx.salonId, ctx.params.id);
    return ctx.ok({ success: true, message: 'Durata personalizzata eliminata', deletedCount: 1 });
  },
} satisfies Partial<Handlers>;
