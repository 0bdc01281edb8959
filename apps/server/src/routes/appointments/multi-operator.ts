import { byScore, candidateStarts, toLocalIso } from '@agendina/scheduling';
import type { Ctx, Handlers, RequestCtx, Schemas } from '../context.ts';
import { getGroup } from '../../services/appointments-read.ts';
import { assertReferences, book, worldFor } from '../../services/booking.ts';
import { idempotencyKeyOf, idempotent } from '../../services/idempotency.ts';
import { checkPlan } from '../../services/plan.ts';
import { searchSchedules } from '../../services/schedule-search.ts';
import { plainDate, plainDateTime } from '../../services/time.ts';
import { visitMemberIds } from '../../services/visit-members.ts';
import { loadWorld } from '../../services/world.ts';
import type { World } from '../../services/world.ts';
import { loadClient } from '../../services/client-row.ts';
import { readPreferences } from '../../services/scheduling-preferences.ts';
import { notFound } from '../../domain/errors.ts';
import { OPERATOR_NOT_FOUND, SERVICE_NOT_FOUND } from '../../domain/messages.ts';

type Plan = Schemas['MultiOperatorCreateRequest'];

/** The world a plan is checked in; `exclude`: the appointments of a visit being edited (free). */
async function planWorld(
  ctx: RequestCtx,
  plan: Plan,
  days = 0,
  exclude: readonly number[] = [],
): Promise<World> {
  const start = plainDateTime(plan.startDateTime);
  const world =
    days === 0
      ? await worldFor(ctx.db, ctx.salonId, plan.clientId, start, exclude)
      : await loadWorld(ctx.db, ctx.salonId, {
          clientId: plan.clientId,
          from: start.toPlainDate().subtract({ days: 1 }),
          to: start.toPlainDate().add({ days: days + 1 }),
          excludeAppointmentIds: exclude,
        });
  await assertReferences(ctx.db, ctx.salonId, plan.clientId, world, plan.serviceBlocks);
  return world;
}

export async function searchOptions(
  ctx:
    | Ctx<'checkMultiServiceAvailability'>
    | Ctx<'computeOptimalSchedule'>
    | Ctx<'suggestOptimalTimes'>,
) {
  const request = ctx.body;
  const date = plainDate(request.date);
  const world = await loadWorld(ctx.db, ctx.salonId, {
    clientId: request.clientId,
    from: date.subtract({ days: 1 }),
    to: date.add({ days: 2 }),
  });
  if (request.clientId !== undefined) await loadClient(ctx.db, ctx.salonId, request.clientId);
  for (const id of request.serviceIds)
    if (!world.services.some((s) => s.id === id)) throw notFound(...SERVICE_NOT_FOUND);
  for (const id of request.hairdresserIds ?? [])
    if (!world.operators.some((o) => o.row.id === id)) throw notFound(...OPERATOR_NOT_FOUND);
  const prefs =
    request.clientId === undefined
      ? null
      : await readPreferences(ctx.db, ctx.salonId, request.clientId);
  return searchSchedules(world, request, {
    hairdresserId: prefs?.preferredHairdresserId ?? null,
    timeBand: prefs?.preferredTimeBand ?? 'ANY',
  });
}

export const multiOperatorHandlers = {
  async checkMultiServiceAvailability(ctx) {
    const options = await searchOptions(ctx);
    return ctx.ok({
      date: ctx.body.date,
      available: options.length > 0,
      options: options.slice(0, ctx.body.maxResults ?? 5),
    });
  },

  async validateMultiOperatorAppointment(ctx) {
    const world = await planWorld(ctx, ctx.body);
    const plan = checkPlan(plainDateTime(ctx.body.startDateTime), ctx.body.serviceBlocks, world);
    return ctx.ok({ valid: plan.valid, items: plan.items, schedule: plan.schedule });
  },

  async findMultiOperatorAlternatives(ctx) {
    const max = ctx.query.maxAlternatives ?? 5;
    const days = 7;
    const requested = plainDateTime(ctx.body.startDateTime);
    const editing = ctx.query.excludeVisitOf;
    const exclude = editing === undefined ? [] : await visitMemberIds(ctx.db, ctx.salonId, editing);
    const world = await planWorld(ctx, ctx.body, days, exclude);
    const alternatives: Schemas['ScheduleOption'][] = [];
    for (const start of candidateStarts(requested, days)) {
      const plan = checkPlan(start, ctx.body.serviceBlocks, world);
      if (!plan.valid) continue;
      const distance = Math.abs(
        requested.until(start, { largestUnit: 'minutes' }).total({ unit: 'minutes' }),
      );
      alternatives.push({
        ...plan.schedule,
        score: Math.max(0, Math.round(100 - distance / 15)),
        reasons: [distance < 1440 ? 'Stesso giorno' : 'Giorno successivo, stessa organizzazione'],
      });
      if (alternatives.length >= max) break;
    }
    return ctx.ok({ requestedStartDateTime: toLocalIso(requested), alternatives });
  },

  async createMultiOperatorAppointment(ctx) {
    const b = ctx.body;
    const key = idempotencyKeyOf(ctx.request);
    return idempotent(ctx.db, ctx.salonId, key, 'createMultiOperatorAppointment', b, async (db) => {
      const { groupId, plan } = await book(db, ctx.salonId, {
        clientId: b.clientId,
        start: plainDateTime(b.startDateTime),
        blocks: b.serviceBlocks,
        notes: b.notes,
        source: b.source,
        forceGroup: true,
      });
      return ctx.created({
        appointmentGroupId: groupId as string,
        appointments: await getGroup(db, ctx.salonId, groupId as string),
        items: plan.items,
      });
    });
  },
} satisfies Partial<Handlers>;

export const schedulingSearchHandlers = {
  async computeOptimalSchedule(ctx) {
    const best = (await searchOptions(ctx)).sort(byScore)[0] ?? null;
    return ctx.ok({ found: best !== null, schedule: best });
  },

  async suggestOptimalTimes(ctx) {
    const options = (await searchOptions(ctx)).sort(byScore);
    return ctx.ok({ date: ctx.body.date, suggestions: options.slice(0, ctx.body.maxResults ?? 5) });
  },

  async analyzeConflicts(ctx) {
    const world = await planWorld(ctx, ctx.body);
    const plan = checkPlan(plainDateTime(ctx.body.startDateTime), ctx.body.serviceBlocks, world);
    return ctx.ok({ hasConflicts: plan.conflicts.length > 0, conflicts: plan.conflicts });
  },
} satisfies Partial<Handlers>;
