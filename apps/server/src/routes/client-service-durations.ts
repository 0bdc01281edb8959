import type { Handlers } from './context.ts';
import { creating, deleting, ofSalon, updating, withId } from './context.ts';
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

  listSalonClientServiceDurations: ofSalon(salonDurations),
  createClientServiceDuration: creating(createDuration),
  getClientServiceDuration: withId(getDuration),
  updateClientServiceDuration: updating(updateDuration),
  deleteClientServiceDuration: deleting(deleteDuration, 'Durata personalizzata eliminata'),
} satisfies Partial<Handlers>;
