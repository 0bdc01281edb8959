import type { Handlers } from './context.ts';
import { creating, deleting, updating, withId } from './context.ts';
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
  listClientServiceDurations: withId(clientDurations),

  async countClientServiceDurations(ctx) {
    return ctx.ok({ count: await countClientDurations(ctx.db, ctx.salonId, ctx.params.id) });
  },

  async listSalonClientServiceDurations(ctx) {
    return ctx.ok(await salonDurations(ctx.db, ctx.salonId));
  },

  createClientServiceDuration: creating(createDuration),
  getClientServiceDuration: withId(getDuration),
  updateClientServiceDuration: updating(updateDuration),
  deleteClientServiceDuration: deleting(deleteDuration, 'Durata personalizzata eliminata'),
} satisfies Partial<Handlers>;
