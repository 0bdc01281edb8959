import {
  buildTimeline,
  gapChecks,
  gapLimits,
  minutesBetween,
  occupancy,
  orderHints,
  recommendedOrder,
  toPlainDateTime,
  toValidationItem,
} from '@agendina/scheduling';
import type { ServiceBlock } from '@agendina/scheduling';
import type { Handlers, Schemas } from '../context.ts';
import { appointmentsIn } from '../../services/appointment-range.ts';
import { loadService, loadServices, ruleService } from '../../services/catalog-data.ts';
import type { ServiceRow } from '../../services/catalog-data.ts';
import { loadWorld } from '../../services/world.ts';
import { found } from '../../domain/errors.ts';
import { dayRange, MAX_STATS_DAYS } from '../../services/day-range.ts';
import { SERVICE_NOT_FOUND } from '../../domain/messages.ts';

const NOON = toPlainDateTime('2000-01-03T09:00') as NonNullable<ReturnType<typeof toPlainDateTime>>;

/** One operator doing the services back to back (gaps as given): enough for the order and gap rules. */
function sketch(rows: readonly ServiceRow[], gaps: readonly number[] = []) {
  const blocks: ServiceBlock[] = rows.map((s, i) => ({
    serviceId: s.id,
    operatorId: 0,
    duration: 0,
    isCustomDuration: false,
    order: i + 1,
    notes: '',
    requiredGapBefore: gaps[i] ?? 0,
  }));
  const timeline = buildTimeline({
    start: NOON,
    blocks,
    services: rows.map(ruleService),
    operators: [{ id: 0, name: 'Operatore', services: rows.map((s) => ({ id: s.id })) }],
  });
  return { blocks, timeline };
}

export const schedulingHandlers = {
  async getRecommendedServiceOrder(ctx) {
    const all = await loadServices(ctx.db, ctx.salonId);
    const rows = ctx.body.serviceIds.map((id) =>
      found(
        all.find((s) => s.id === id),
        ...SERVICE_NOT_FOUND,
      ),
    );
    const ordered = recommendedOrder(rows, ruleService);
    const { blocks, timeline } = sketch(rows);
    const hints = orderHints(timeline)
      .filter((h) => h.code !== 'OPERATOR_NOT_CONSECUTIVE')
      .map((h) => toValidationItem(h, blocks));
    return ctx.ok({
      serviceIds: ordered.map((s) => s.id),
      changed: ordered.some((s, i) => s.id !== rows[i]?.id),
      services: ordered.map((s) => ({
        serviceId: s.id,
        serviceName: s.name,
        category: ruleService(s).category,
        priority: s.priority,
      })),
      hints,
    });
  },

  async calculateGap(ctx) {
    const prev = await loadService(ctx.db, ctx.salonId, ctx.query.previousServiceId);
    const next = await loadService(ctx.db, ctx.salonId, ctx.query.nextServiceId);
    const prevCategory = ruleService(prev).category;
    const nextCategory = ruleService(next).category;
    const limits = gapLimits(prevCategory, nextCategory);
    const gap = ctx.query.gapMinutes;
    let item: Schemas['ValidationItem'] | null = null;
    if (gap !== undefined && prev.id !== next.id) {
      const { blocks, timeline } = sketch([prev, next], [0, gap]);
      const first = gapChecks(timeline)[0];
      item = first ? toValidationItem(first, blocks) : null;
    }
    return ctx.ok({
      previousServiceId: prev.id,
      nextServiceId: next.id,
      previousCategory: prevCategory,
      nextCategory,
      recommendedGapMinutes: 0,
      warningAboveMinutes: limits.warningAbove,
      criticalAboveMinutes: limits.criticalAbove,
      gapMinutes: gap ?? null,
      item,
    });
  },

  async getSchedulingAnalytics(ctx) {
    const { first, last, days } = dayRange(ctx.query.from, ctx.query.to, MAX_STATS_DAYS);
    const filter = ctx.query.hairdresserId;
    const [list, world] = await Promise.all([
      appointmentsIn(ctx.db, ctx.salonId, { first, last, hairdresserId: filter }),
      loadWorld(ctx.db, ctx.salonId, { from: first, to: last.add({ days: 1 }) }),
    ]);
    const bySource = { WHATSAPP_AI: 0, MANUAL: 0, VOICE_AI: 0, ONLINE: 0 };
    const byStatus = {
      BOOKED: 0,
      IN_PROGRESS: 0,
      COMPLETED: 0,
      CANCELLED: 0,
      NO_SHOW: 0,
      REQUESTED: 0,
    };
    const groups = new Map<string, Schemas['Appointment'][]>();
    for (const a of list) {
      // A visit held for its deposit (issue #35) is not a booking yet: no figure counts it.
      if (a.status === 'HELD') continue;
      bySource[a.source] += 1;
      byStatus[a.status] += 1;
      if (a.appointmentGroupId)
        groups.set(a.appointmentGroupId, [...(groups.get(a.appointmentGroupId) ?? []), a]);
    }
    const gaps: number[] = [];
    let critical = 0;
    let warning = 0;
    for (const members of groups.values()) {
      const live = members
        .filter((m) => m.status !== 'CANCELLED')
        .sort((a, b) => a.dateTime.localeCompare(b.dateTime));
      let lastEnd: string | null = null;
      for (const m of live) {
        if (lastEnd !== null && m.dateTime > lastEnd)
          gaps.push(minutesBetween(lastEnd, m.dateTime));
        if (lastEnd === null || m.endTime > lastEnd) lastEnd = m.endTime;
      }
      for (let i = 1; i < live.length; i++) {
        const a = live[i - 1] as Schemas['Appointment'];
        const b = live[i] as Schemas['Appointment'];
        const gap = minutesBetween(a.endTime, b.dateTime);
        if (gap <= 0) continue;
        const rows = [a, b]
          .map((x) => world.services.find((s) => s.id === x.serviceId))
          .filter((s): s is ServiceRow => s !== undefined);
        if (rows.length !== 2) continue;
        const item = gapChecks(sketch(rows, [0, gap]).timeline)[0];
        if (item?.type === 'error') critical += 1;
        else if (item?.type === 'warning') warning += 1;
      }
    }
    const ops = world.operators.filter((o) => filter === undefined || o.row.id === filter);
    const occ = occupancy(world, ops, days);
    return ctx.ok({
      from: first.toString(),
      to: last.toString(),
      totalAppointments: list.length,
      totalGroups: groups.size,
      multiOperatorGroups: [...groups.values()].filter(
        (g) => new Set(g.map((a) => a.hairdresserId)).size > 1,
      ).length,
      averageGapMinutes:
        gaps.length === 0
          ? 0
          : Math.round((gaps.reduce((s, g) => s + g, 0) / gaps.length) * 10) / 10,
      criticalGapCount: critical,
      warningGapCount: warning,
      occupancyRate: occ.totals.occupancyRate,
      bySource,
      byStatus,
      byOperator: occ.operators,
    });
  },
} satisfies Partial<Handlers>;
