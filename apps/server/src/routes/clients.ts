import { and, asc, desc, eq, ilike, inArray, isNull, max, sql } from 'drizzle-orm';
import {
  appointments,
  assistanceRequests,
  clients,
  hairdressers,
  schedulingPreferences,
} from '../db/schema/index.ts';
import { onUniqueViolation } from '../db/errors.ts';
import { conflict, notFound } from '../domain/errors.ts';
import { escapeLike } from '../db/like.ts';
import { loadClient } from '../services/client-row.ts';
import type { Handlers, Schemas } from './context.ts';
import type { Database } from '../db/database.ts';
import { hasUpcoming } from '../services/appointments-read.ts';
import { OPERATOR_NOT_FOUND } from '../domain/messages.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import { noShowCount } from '../services/appointment-outcomes.ts';

type ClientRow = typeof clients.$inferSelect;

/** The columns a created or edited client is saved with: absent fields are emptied. */
function clientValues(b: Schemas['ClientInput']) {
  return {
    name: b.name.trim(),
    phoneNumber: b.phoneNumber ?? null,
    email: b.email ?? null,
    notes: b.notes ?? null,
  };
}

export function toClient(row: ClientRow): Schemas['Client'] {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    email: row.email,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

const duplicatePhone = () =>
  conflict('Esiste già un cliente con questo numero di telefono', 'DUPLICATE_PHONE_NUMBER');

const saveClient = <T>(write: () => Promise<T>): Promise<T> =>
  onUniqueViolation(write, duplicatePhone);

const SORT_COLUMNS = { name: clients.name, createdAt: clients.createdAt, id: clients.id } as const;

export const clientHandlers = {
  async listClients(ctx) {
    const page = ctx.query.page ?? 0;
    const size = ctx.query.size ?? 20;
    const [field = 'name', direction = 'asc'] = (ctx.query.sort ?? 'name,asc').split(',');
    const column = SORT_COLUMNS[field as keyof typeof SORT_COLUMNS];
    const where = and(
      isNull(clients.archivedAt),
      ctx.query.name ? ilike(clients.name, `%${escapeLike(ctx.query.name)}%`) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(clients)
        .where(salonFilter(clients, ctx.salonId, where))
        .orderBy(direction === 'desc' ? desc(column) : asc(column), asc(clients.id))
        .limit(size)
        .offset(page * size),
      ctx.db
        .select({ count: sql<number>`count(*)::int` })
        .from(clients)
        .where(salonFilter(clients, ctx.salonId, where)),
    ]);
    const totalElements = Number(total?.count ?? 0);
    return ctx.ok({
      content: rows.map(toClient),
      page,
      size,
      totalElements,
      totalPages: Math.ceil(totalElements / size),
    });
  },

  async createClient(ctx) {
    const [row] = await saveClient(() =>
      ctx.db
        .insert(clients)
        .values(owned(ctx.salonId, clientValues(ctx.body)))
        .returning(),
    );
    return ctx.created(toClient(row as ClientRow));
  },

  async getClient(ctx) {
    const client = toClient(await loadClient(ctx.db, ctx.salonId, ctx.params.id));
    return ctx.ok({ ...client, noShowCount: await noShowCount(ctx.db, ctx.salonId, client.id) });
  },

  async updateClient(ctx) {
    await loadClient(ctx.db, ctx.salonId, ctx.params.id);
    const [row] = await saveClient(() =>
      ctx.db
        .update(clients)
        .set(clientValues(ctx.body))
        .where(salonFilter(clients, ctx.salonId, eq(clients.id, ctx.params.id)))
        .returning(),
    );
    return ctx.ok(toClient(row as ClientRow));
  },

  async deleteClient(ctx) {
    const client = await loadClient(ctx.db, ctx.salonId, ctx.params.id);
    if (await hasUpcoming(ctx.db, ctx.salonId, eq(appointments.clientId, client.id)))
      throw conflict(
        'Il cliente ha appuntamenti futuri: cancellali prima di eliminarlo',
        'CLIENT_HAS_FUTURE_APPOINTMENTS',
      );
    await ctx.db
      .update(clients)
      .set({ archivedAt: new Date() })
      .where(salonFilter(clients, ctx.salonId, eq(clients.id, client.id)));
    return ctx.ok({ success: true, message: 'Cliente eliminato', deletedCount: 1 });
  },

  async listClientsToCallback(ctx) {
    const pending = await ctx.db
      .select({
        clientId: assistanceRequests.clientId,
        count: sql<number>`count(*)::int`,
        last: max(assistanceRequests.createdAt),
        lastReason: sql<string>`(array_agg(${assistanceRequests.reason} order by ${assistanceRequests.createdAt} desc))[1]`,
      })
      .from(assistanceRequests)
      .where(salonFilter(assistanceRequests, ctx.salonId, eq(assistanceRequests.status, 'PENDING')))
      .groupBy(assistanceRequests.clientId);
    const ids = pending.map((p) => p.clientId).filter((id): id is number => id !== null);
    if (ids.length === 0) return ctx.ok([]);
    const rows = await ctx.db
      .select()
      .from(clients)
      .where(
        salonFilter(clients, ctx.salonId, inArray(clients.id, ids), isNull(clients.archivedAt)),
      );
    const list = rows.map((row) => {
      const p = pending.find((x) => x.clientId === row.id);
      return {
        ...toClient(row),
        pendingCallbacks: Number(p?.count ?? 1),
        lastCallbackAt: new Date(p?.last ?? Date.now()).toISOString(),
        lastReason: p?.lastReason ?? 'MANUAL_ESCALATION',
      };
    });
    list.sort((a, b) => b.lastCallbackAt.localeCompare(a.lastCallbackAt));
    return ctx.ok(list);
  },

  async getClientSchedulingPreferences(ctx) {
    const client = await loadClient(ctx.db, ctx.salonId, ctx.params.id);
    return ctx.ok(await readPreferences(ctx.db, ctx.salonId, client.id));
  },

  async updateClientSchedulingPreferences(ctx) {
    const client = await loadClient(ctx.db, ctx.salonId, ctx.params.id);
    const b = ctx.body;
    if (b.preferredHairdresserId != null) {
      const [op] = await ctx.db
        .select({ id: hairdressers.id })
        .from(hairdressers)
        .where(
          salonFilter(
            hairdressers,
            ctx.salonId,
            eq(hairdressers.id, b.preferredHairdresserId),
            isNull(hairdressers.archivedAt),
          ),
        );
      if (!op) throw notFound(...OPERATOR_NOT_FOUND);
    }
    const values = {
      preferredHairdresserId: b.preferredHairdresserId ?? null,
      preferredDays: b.preferredDays.join(','),
      preferredTimeBand: b.preferredTimeBand,
      notes: b.notes ?? null,
      updatedAt: new Date(),
    };
    await ctx.db
      .insert(schedulingPreferences)
      .values(owned(ctx.salonId, { clientId: client.id, salonId: ctx.salonId, ...values }))
      .onConflictDoUpdate({ target: schedulingPreferences.clientId, set: values });
    return ctx.ok(await readPreferences(ctx.db, ctx.salonId, client.id));
  },
} satisfies Partial<Handlers>;

export async function readPreferences(
  db: Database,
  salonId: number,
  clientId: number,
): Promise<Schemas['SchedulingPreferences']> {
  const [row] = await db
    .select({ p: schedulingPreferences, name: hairdressers.name })
    .from(schedulingPreferences)
    .leftJoin(
      hairdressers,
      salonFilter(
        hairdressers,
        salonId,
        eq(hairdressers.id, schedulingPreferences.preferredHairdresserId),
      ),
    )
    .where(
      salonFilter(schedulingPreferences, salonId, eq(schedulingPreferences.clientId, clientId)),
    );
  if (!row)
    return {
      clientId,
      preferredHairdresserId: null,
      preferredHairdresserName: null,
      preferredDays: [],
      preferredTimeBand: 'ANY',
      notes: null,
      updatedAt: null,
    };
  return {
    clientId,
    preferredHairdresserId: row.p.preferredHairdresserId,
    preferredHairdresserName: row.name,
    preferredDays: row.p.preferredDays.split(',').filter(Boolean) as Schemas['Weekday'][],
    preferredTimeBand: row.p.preferredTimeBand,
    notes: row.p.notes,
    updatedAt: row.p.updatedAt?.toISOString() ?? null,
  };
}
