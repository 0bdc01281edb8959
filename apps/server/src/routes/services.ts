import { defaultServicesFor } from '@agendina/scheduling';
import type { Ctx, Handlers } from './context.ts';
import { creating, deleting, updating } from './context.ts';
import { loadSalon, loadService, loadServices, toService } from '../services/catalog-data.ts';
import type { ServiceRow } from '../services/catalog-data.ts';
import {
  archiveService,
  createService,
  reorderServices,
  setServicePriority,
  updateService,
} from '../services/service-catalog.ts';

async function list(ctx: Ctx<'listServices'> | Ctx<'listServicesOrdered'>): Promise<ServiceRow[]> {
  const rows = await loadServices(ctx.db, ctx.salonId);
  const active = ctx.query.active;
  return active === undefined ? rows : rows.filter((r) => r.active === active);
}

export const serviceHandlers = {
  async listServices(ctx) {
    const rows = await list(ctx);
    return ctx.ok(
      [...rows].sort((a, b) => a.name.localeCompare(b.name, 'it') || a.id - b.id).map(toService),
    );
  },

  async listServicesOrdered(ctx) {
    return ctx.ok((await list(ctx)).map(toService));
  },

  async listDefaultServices(ctx) {
    const type =
      ctx.query.businessType ??
      (ctx.caller.salonId === null
        ? 'PARRUCCHIERE'
        : (await loadSalon(ctx.db, ctx.caller.salonId)).businessType);
    return ctx.ok(defaultServicesFor(type));
  },

  createService: creating(createService),

  async getService(ctx) {
    return ctx.ok(toService(await loadService(ctx.db, ctx.salonId, ctx.params.id)));
  },

  updateService: updating(updateService),
  deleteService: deleting(archiveService, 'Servizio eliminato'),

  async updateServicePriority(ctx) {
    return ctx.ok(await setServicePriority(ctx.db, ctx.salonId, ctx.params.id, ctx.body.priority));
  },

  async reorderServices(ctx) {
    return ctx.ok(await reorderServices(ctx.db, ctx.salonId, ctx.body.orderedServiceIds));
  },
} satisfies Partial<Handlers>;
