import type { Handlers } from './context.ts';
import { creating, deleting, ofSalon, updating, withId, withQuery } from './context.ts';
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
  listClients: withQuery(listClients),
  createClient: creating(createClient),
  getClient: withId(getClient),
  updateClient: updating(updateClient),
  deleteClient: deleting(archiveClient, 'Cliente eliminato'),
  listClientsToCallback: ofSalon(clientsToCallback),

  async getClientSchedulingPreferences(ctx) {
    const client = await loadClient(ctx.db, ctx.salonId, ctx.params.id);
    return ctx.ok(await readPreferences(ctx.db, ctx.salonId, client.id));
  },

  updateClientSchedulingPreferences: updating(updatePreferences),
} satisfies Partial<Handlers>;
