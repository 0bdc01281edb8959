import type { Handlers } from './context.ts';
import {
  archiveClient,
  clientsToCallback,
  createClient,
  getClient,
  listClients,
  updateClient,
} from '../services/clients.ts';
import { loadClient } from '../services/client-row.ts';
import { readPreferences, updatePreferences } from '../services/scheduling-preferences.ts';

export const clientHandlers = {
  async listClients(ctx) {
    return ctx.ok(await listClients(ctx.db, ctx.salonId, ctx.query));
  },

  async createClient(ctx) {
    return ctx.created(await createClient(ctx.db, ctx.salonId, ctx.body));
  },

  async getClient(ctx) {
    return ctx.ok(await getClient(ctx.db, ctx.salonId, ctx.params.id));
  },

  async updateClient(ctx) {
    return ctx.ok(await updateClient(ctx.db, ctx.salonId, ctx.params.id, ctx.body));
  },

  async deleteClient(ctx) {
    await archiveClient(ctx.db, ctx.salonId, ctx.params.id);
    return ctx.ok({ success: true, message: 'Cliente eliminato', deletedCount: 1 });
  },

  async listClientsToCallback(ctx) {
    return ctx.ok(await clientsToCallback(ctx.db, ctx.salonId));
  },

  async getClientSchedulingPreferences(ctx) {
    const client = await loadClient(ctx.db, ctx.salonId, ctx.params.id);
    return ctx.ok(await readPreferences(ctx.db, ctx.salonId, client.id));
  },

  async updateClientSchedulingPreferences(ctx) {
    return ctx.ok(await updatePreferences(ctx.db, ctx.salonId, ctx.params.id, ctx.body));
  },
} satisfies Partial<Handlers>;
