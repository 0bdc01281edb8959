import { parseHhMm } from '../common/minutes.ts';
import { durationFor } from '../booking/blocks.ts';
import { isInsideRanges } from '../hours/open-days.ts';
import type { Service } from '../services/catalog.ts';
import { recommendedOrder } from '../services/order.ts';
import { clashes, roundUpToStep, SLOT_STEP_MINUTES } from '../availability/intervals.ts';
import { activePeriodsFor } from '../services/phases.ts';
import { busyMinutes, workingRanges } from '../availability/operator-day.ts';
import { operatorsFor } from '../availability/slots.ts';
import { checkPlan } from './check-plan.ts';
import type { PlanWorld } from './check-plan.ts';
import type { BlockPayload, ScheduleOption } from './schedule.ts';
import { toPlainDate } from '../common/wall-clock.ts';

export type TimeBand = 'ANY' | 'MORNING' | 'AFTERNOON' | 'EVENING';

/** The day and services to place; times are `HH:mm`. */
export interface ScheduleSearch {
  date: string;
  serviceIds: readonly number[];
  hairdresserIds?: readonly number[] | undefined;
  earliestTime?: string | undefined;
  latestTime?: string | undefined;
}

/** The client's preferences (SchedulingPreferences) that weigh the options. */
export interface SearchPreferences {
  hairdresserId: number | null;
  timeBand: TimeBand;
}

/** Morning before 13:00, afternoon 13:00–18:00, evening from 18:00; ANY is every minute. */
export function inTimeBand(minute: number, band: TimeBand): boolean {
  if (band === 'MORNING') return minute < 13 * 60;
  if (band === 'AFTERNOON') return minute >= 13 * 60 && minute < 18 * 60;
  if (band === 'EVENING') return minute >= 18 * 60;
  return true;
}

/**
 * Every feasible back-to-back placement of the services on the day, one per start on the
 * 15-minute grid: services in the recommended order, for each an operator who performs it and is
 * free (the previous block's operator first, then the client's preferred one). Each option passes
 * checkPlan (no error item) and is scored: 100, −5 per change of operator, −10 without the
 * preferred operator or outside the preferred band, −2 per warning.
 */
export function searchSchedules(
  world: PlanWorld,
  request: ScheduleSearch,
  prefs: SearchPreferences,
): ScheduleOption[] {
  const date = toPlainDate(request.date);
  if (date === null) return [];
  const rows = request.serviceIds
    .map((id) => world.services.find((s) => s.id === id))
    .filter((s): s is Service => s !== undefined);
  const ordered = recommendedOrder(rows, (s) => s);
  const allowed = request.hairdresserIds;
  const candidates = ordered.map((s) =>
    operatorsFor(world.operators, Number(s.id)).filter((o) => !allowed || allowed.includes(o.id)),
  );
  const earliest = request.earliestTime ? (parseHhMm(request.earliestTime) ?? 0) : 0;
  const latest = request.latestTime ? (parseHhMm(request.latestTime) ?? 1440) : 1440;
  const options: ScheduleOption[] = [];
  for (let start = roundUpToStep(earliest); start < latest; start += SLOT_STEP_MINUTES) {
    let t = start;
    let previous: number | null = null;
    const blocks: BlockPayload[] = [];
    for (const [i, service] of ordered.entries()) {
      const d = durationFor(service.id, world.services, world.customDurations).duration;
      const free = (candidates[i] ?? []).filter(
        (op) =>
          isInsideRanges(workingRanges(op, world.salonHours, date), t, t + d) &&
          clashes(busyMinutes(world.busy, op.id, date), t, d, activePeriodsFor(service.phases, d))
            .length === 0,
      );
      const pick =
        free.find((o) => o.id === previous) ??
        free.find((o) => o.id === prefs.hairdresserId) ??
        free[0];
      if (!pick) break;
      blocks.push({ serviceId: Number(service.id), operatorId: pick.id, executionOrder: i + 1 });
      previous = pick.id;
      t += d;
    }
    if (blocks.length !== ordered.length || t > latest) continue;
    const plan = checkPlan(
      date.toPlainDateTime({ hour: Math.floor(start / 60), minute: start % 60 }),
      blocks,
      world,
    );
    if (!plan.valid) continue;
    const operatorIds = blocks.map((b) => b.operatorId);
    const switches = operatorIds.filter((id, i) => i > 0 && id !== operatorIds[i - 1]).length;
    const reasons = ['Nessuna attesa tra i servizi'];
    let score = 100 - 5 * switches;
    if (switches === 0)
      reasons.push(
        blocks.length > 1 ? 'Un solo operatore per tutti i servizi' : 'Operatore libero',
      );
    if (ordered.some((s, i) => s.id !== request.serviceIds[i]))
      reasons.push('Servizi nell’ordine consigliato');
    if (prefs.hairdresserId !== null) {
      if (operatorIds.includes(prefs.hairdresserId))
        reasons.push('Operatore preferito del cliente');
      else score -= 10;
    }
    if (!inTimeBand(start, prefs.timeBand)) score -= 10;
    else if (prefs.timeBand !== 'ANY') reasons.push('Nella fascia oraria preferita del cliente');
    score -= plan.items.filter((i) => i.type === 'warning').length * 2;
    options.push({ ...plan.schedule, score: Math.max(0, Math.min(100, score)), reasons });
  }
  return options;
}

/** Best first: higher score, then earlier start. */
export function byScore(a: ScheduleOption, b: ScheduleOption): number {
  return (b.score ?? 0) - (a.score ?? 0) || a.startDateTime.localeCompare(b.startDateTime);
}
