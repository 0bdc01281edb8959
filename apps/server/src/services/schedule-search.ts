import {
  busyMinutes,
  isInsideRanges,
  operatorsFor,
  overlaps,
  parseHhMm,
  recommendedOrder,
  SLOT_STEP_MINUTES,
  workingRanges,
} from '@agendina/scheduling';
import type { Schemas } from '../http/types.ts';
import { ruleService } from './catalog-data.ts';
import type { ServiceRow } from './catalog-data.ts';
import { checkPlan, durationOf } from './plan.ts';
import type { BlockInput } from './plan.ts';
import { plainDate } from './time.ts';
import type { World } from './world.ts';

type Option = Schemas['ScheduleOption'];

export interface SearchPreferences {
  hairdresserId: number | null;
  timeBand: Schemas['TimeBand'];
}

function inBand(minute: number, band: Schemas['TimeBand']): boolean {
  if (band === 'MORNING') return minute < 13 * 60;
  if (band === 'AFTERNOON') return minute >= 13 * 60 && minute < 18 * 60;
  if (band === 'EVENING') return minute >= 18 * 60;
  return true;
}

/**
 * Every feasible back-to-back placement of the services on the day, one per start on the
 * 15-minute grid: for each service an operator who performs it and is free (the previous block's
 * operator first, then the client's preferred one). Each option passes checkPlan (no error item).
 */
export function searchSchedules(
  world: World,
  request: Schemas['ScheduleSearchRequest'],
  prefs: SearchPreferences,
): Option[] {
  const date = plainDate(request.date);
  const rows = request.serviceIds.map(
    (id) => world.services.find((s) => s.id === id) as ServiceRow,
  );
  const ordered = recommendedOrder(rows, ruleService);
  const allowed = request.hairdresserIds;
  const candidates = ordered.map((s) =>
    operatorsFor(world.operators, s.id).filter((o) => !allowed || allowed.includes(o.row.id)),
  );
  const earliest = request.earliestTime ? (parseHhMm(request.earliestTime) ?? 0) : 0;
  const latest = request.latestTime ? (parseHhMm(request.latestTime) ?? 1440) : 1440;
  const options: Option[] = [];
  for (
    let start = Math.ceil(earliest / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
    start < latest;
    start += SLOT_STEP_MINUTES
  ) {
    let t = start;
    let previous: number | null = null;
    const blocks: BlockInput[] = [];
    for (const [i, service] of ordered.entries()) {
      const d = durationOf(service.id, world).duration;
      const free = (candidates[i] ?? []).filter(
        (op) =>
          isInsideRanges(workingRanges(op, world.salonHours, date), t, t + d) &&
          !busyMinutes(world.busy, op.row.id, date).some((b) => overlaps(t, t + d, b.start, b.end)),
      );
      const pick =
        free.find((o) => o.row.id === previous) ??
        free.find((o) => o.row.id === prefs.hairdresserId) ??
        free[0];
      if (!pick) break;
      blocks.push({ serviceId: service.id, operatorId: pick.row.id, executionOrder: i + 1 });
      previous = pick.row.id;
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
    if (!inBand(start, prefs.timeBand)) score -= 10;
    else if (prefs.timeBand !== 'ANY') reasons.push('Nella fascia oraria preferita del cliente');
    score -= plan.items.filter((i) => i.type === 'warning').length * 2;
    options.push({ ...plan.schedule, score: Math.max(0, Math.min(100, score)), reasons });
  }
  return options;
}

/** Best first (score, then earlier). */
export function byScore(a: Option, b: Option): number {
  return (b.score ?? 0) - (a.score ?? 0) || a.startDateTime.localeCompare(b.startDateTime);
}
