import { asc, eq, isNull, sql } from 'drizzle-orm';
import { clientServiceDurations, clients, services } from '../db/schema/index.ts';
import type { Database } from '../db/database.ts';
import { onUniqueViolation } from '../db/errors.ts';
import { conflict, found } from '../domain/errors.ts';
import type { Handlers, Schemas } from './context.ts';
import { loadService } from '../services/catalog-data.ts';
import { loadClient } from './clients.ts';
import { owned, salonFilter } from '../db/tenant.ts';

const columns = {
  d: clientServiceDurations,
  clientName: clients.name,
  serviceName: services.name,
  defaultDuration: services.durationMinutes,
};
type Row = {
  d: typeof clientServiceDurations.$inferSelect;
  clientName: string;
  serviceName: string;
  defaultDuration: number;
};

function toDuration(row: Row): Schemas['ClientServiceDuration'] {
  return {
    id: row.d.id,
    clientId: row.d.clientId,
    clientName: row.clientName,
    serviceId: row.d.serviceId,
    serviceName: row.serviceName,
    customDurationMinutes: row.d.customDurationMinutes,
    defaultDurationMinutes: row.defaultDuration,
    notes: row.d.notes,
    createdAt: row.d.createdAt.toISOString(),
    updatedAt: row.d.updatedAt?.toISOString() ?? null,
  };
}

function select(db: Database, salonId: number, ...where: ReturnType<typeof eq>[]) {
  return db
    .select(columns)
    .from(clientServiceDurations)
    .innerJoin(
      clients,
      salonFilter(clients, salonId, eq(clients.id, clientServiceDurations.clientId)),
    )
    .innerJoin(
      services,
      salonFilter(services, salonId, eq(services.id, clientServiceDurations.serviceId)),
    )
    .where(
      salonFilter(
        clientServiceDurations,
        salonId,
        isNull(clients.archivedAt),
        isNull(services.archivedAt),
        ...where,
      ),
    );
}

async function loadOne(db: Database, salonId: number, id: number): Promise<Row> {
  const [row] = await select(db, salonId, eq(clientServiceDurations.id, id));
  return found(row as Row | undefined, 'Durata personalizzata non trovata');
}

export const clientServiceDurationHandlers = {
  async listClientServiceDurations(ctx) {
    await loadClient(ctx.db, ctx.salonId, ctx.params.id);
    const rows = await select(
      ctx.db,
      ctx.salonId,
      eq(clientServiceDurations.clientId, ctx.params.id),
    ).orderBy(asc(services.name));
    return ctx.ok((rows as Row[]).map(toDuration));
  },

  async countClientServiceDurations(ctx) {
    await loadClient(ctx.db, ctx.salonId, ctx.params.id);
    const [row] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(clientServiceDurations)
      .innerJoin(
        services,
        salonFilter(services, ctx.salonId, eq(services.id, clientServiceDurations.serviceId)),
      )
      .where(
        salonFilter(
          clientServiceDurations,
          ctx.salonId,
          eq(clientServiceDurations.clientId, ctx.params.id),
          isNull(services.archivedAt),
        ),
      );
    return ctx.ok({ count: Number(row?.count ?? 0) });
  },

  async listSalonClientServiceDurations(ctx) {
    const rows = await select(ctx.db, ctx.salonId).orderBy(asc(clients.name), asc(services.name));
    return ctx.ok((rows as Row[]).map(toDuration));
  },

  async createClientServiceDuration(ctx) {
    const b = ctx.body;
    await loadClient(ctx.db, ctx.salonId, b.clientId);
    await loadService(ctx.db, ctx.salonId, b.serviceId);
    const [row] = await onUniqueViolation(
      () =>
        ctx.db
          .insert(clientServiceDurations)
          .values(
            owned(ctx.salonId, {
              clientId: b.clientId,
              serviceId: b.serviceId,
              customDurationMinutes: b.customDurationMinutes,
              notes: b.notes ?? null,
            }),
          )
          .returning({ id: clientServiceDurations.id }),
      () =>
        conflict(
          'Il cliente ha già una durata personalizzata per questo servizio',
          'DURATION_EXISTS',
        ),
    );
    return ctx.created(toDuration(await loadOne(ctx.db, ctx.salonId, (row as { id: number }).id)));
  },

  async getClientServiceDuration(ctx) {
    return ctx.ok(toDuration(await loadOne(ctx.db, ctx.salonId, ctx.params.id)));
  },

  async updateClientServiceDuration(ctx) {
    await loadOne(ctx.db, ctx.salonId, ctx.params.id);
    await ctx.db
      .update(clientServiceDurations)
      .set({
        customDurationMinutes: ctx.body.customDurationMinutes,
        ...(ctx.body.notes === undefined ? {} : { notes: ctx.body.notes }),
        updatedAt: new Date(),
      })
      .where(
        salonFilter(
          clientServiceDurations,
          ctx.salonId,
          eq(clientServiceDurations.id, ctx.params.id),
        ),
      );
    return ctx.ok(toDuration(await loadOne(ctx.db, ctx.salonId, ctx.params.id)));
  },

  async deleteClientServiceDuration(ctx) {
    await loadOne(ctx.db, ctx.salonId, ctx.params.id);
    await ctx.db
      .delete(clientServiceDurations)
      .where(
        salonFilter(
          clientServiceDurations,
          ctx.salonId,
          eq(clientServiceDurations.id, ctx.params.id),
        ),
      );
    return ctx.ok({ success: true, message: 'Durata personalizzata eliminata', deletedCount: 1 });
  },
} satisfies Partial<Handlers>;
