import { asc, eq, isNull } from 'drizzle-orm';
import { defaultServicesFor, serviceCategory, validateServicePhases } from '@agendina/scheduling';
import type { ServicePhase } from '@agendina/scheduling';
import { appointments, services } from '../db/schema/index.ts';
import { onUniqueViolation } from '../db/errors.ts';
import { conflict, invalid } from '../domain/errors.ts';
import type { Ctx, Handlers } from './context.ts';
import { loadSalon, loadService, loadServices, toService } from '../services/catalog-data.ts';
import type { ServiceRow } from '../services/catalog-data.ts';
import { hasUpcoming } from '../services/appointments-read.ts';
import { owned, salonFilter } from '../db/tenant.ts';

const duplicateName = () =>
  conflict('Esiste già un servizio con questo nome', 'DUPLICATE_SERVICE_NAME');

const saveService = <T>(write: () => Promise<T>): Promise<T> =>
  onUniqueViolation(write, duplicateName);

/** The phases to store (null for none), or a 400 with an Italian message per field. */
function checkedPhases(
  phases: readonly ServicePhase[] | null | undefined,
  durationMinutes: number,
): ServicePhase[] | null {
  const errors = validateServicePhases(phases, durationMinutes);
  if (Object.keys(errors).length > 0) throw invalid(errors, 'Fasi del servizio non valide');
  return phases && phases.length > 0
    ? phases.map((p) => ({
        kind: p.kind,
        durationMinutes: p.durationMinutes,
        ...(p.label && p.label.trim() !== '' ? { label: p.label.trim() } : {}),
      }))
    : null;
}

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

  async createService(ctx) {
    const b = ctx.body;
    const name = b.name.trim();
    const phases = checkedPhases(b.phases, b.durationMinutes);
    const [row] = await saveService(() =>
      ctx.db
        .insert(services)
        .values(
          owned(ctx.salonId, {
            name,
            category: b.category ?? serviceCategory({ name }),
            price: b.price,
            durationMinutes: b.durationMinutes,
            priority: b.priority ?? 999,
            active: b.active ?? true,
            description: b.description ?? null,
            phases,
          }),
        )
        .returning(),
    );
    return ctx.created(toService(row as ServiceRow));
  },

  async getService(ctx) {
    return ctx.ok(toService(await loadService(ctx.db, ctx.salonId, ctx.params.id)));
  },

  async updateService(ctx) {
    const current = await loadService(ctx.db, ctx.salonId, ctx.params.id);
    const b = ctx.body;
    const name = b.name.trim();
    // Absent phases keep the stored ones, which must still fit the (maybe new) duration.
    const phases = checkedPhases(
      b.phases === undefined ? current.phases : b.phases,
      b.durationMinutes,
    );
    const [row] = await saveService(() =>
      ctx.db
        .update(services)
        .set({
          name,
          category: b.category ?? serviceCategory({ name }),
          price: b.price,
          durationMinutes: b.durationMinutes,
          priority: b.priority ?? current.priority,
          active: b.active ?? current.active,
          phases,
          ...(b.description === undefined ? {} : { description: b.description }),
        })
        .where(salonFilter(services, ctx.salonId, eq(services.id, current.id)))
        .returning(),
    );
    return ctx.ok(toService(row as ServiceRow));
  },

  async deleteService(ctx) {
    const current = await loadService(ctx.db, ctx.salonId, ctx.params.id);
    if (await hasUpcoming(ctx.db, ctx.salonId, eq(appointments.serviceId, current.id)))
      throw conflict(
        'Il servizio è usato da appuntamenti futuri: disattivalo invece di eliminarlo',
        'SERVICE_IN_USE',
      );
    await ctx.db
      .update(services)
      .set({ archivedAt: new Date(), active: false })
      .where(salonFilter(services, ctx.salonId, eq(services.id, current.id)));
    return ctx.ok({ success: true, message: 'Servizio eliminato', deletedCount: 1 });
  },

  async updateServicePriority(ctx) {
    const current = await loadService(ctx.db, ctx.salonId, ctx.params.id);
    const [row] = await ctx.db
      .update(services)
      .set({ priority: ctx.body.priority })
      .where(salonFilter(services, ctx.salonId, eq(services.id, current.id)))
      .returning();
    return ctx.ok(toService(row as ServiceRow));
  },

  async reorderServices(ctx) {
    const ids = ctx.body.orderedServiceIds;
    const rows = await loadServices(ctx.db, ctx.salonId);
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== rows.length || !ids.every((id) => known.has(id))) {
      throw invalid(
        { orderedServiceIds: 'Indica ogni servizio del salone esattamente una volta' },
        'Elenco dei servizi incompleto',
      );
    }
    await ctx.db.transaction(async (tx) => {
      for (const [index, id] of ids.entries()) {
        await tx
          .update(services)
          .set({ priority: (index + 1) * 10 })
          .where(salonFilter(services, ctx.salonId, eq(services.id, id)));
      }
    });
    const updated = await ctx.db
      .select()
      .from(services)
      .where(salonFilter(services, ctx.salonId, isNull(services.archivedAt)))
      .orderBy(asc(services.priority), asc(services.id));
    return ctx.ok(updated.map(toService));
  },
} satisfies Partial<Handlers>;
