import { durationFor } from '../booking/blocks.ts';
import { isInsideRanges } from '../hours/open-days.ts';
import type { Service } from '../services/catalog.ts';
import { recommendedOrder } from '../services/order.ts';
import { clashes, roundUpToStep } from '../availability/intervals.ts';
import { activePeriodsFor } from '../services/phases.ts';
import { busyMinutes, workingRanges } from '../availability/operator-day.ts';
import { operatorsFor } from '../availability/slots.ts';
import { checkPlan } from './check-plan.ts';
import type { CheckedPlan, PlanWorld } from './check-plan.ts';
import type { BlockPayload } from './schedule.ts';
import { toPlainDate } from '../common/wall-clock.ts';
import { formatMinuteOfDay } from '../common/minutes.ts';

// The free times of the salon's booking page (issue #34, MODULES.md «Prenotazioni online»): the
// same placement and checkPlan as the staff wizard, so a time the page offers is one the wizard
// would book; only the operators and services the salon made bookable online take part.

/** What the client chose on the page, and the page's own limits. */
export interface OnlineSearch {
  /** yyyy-MM-dd. */
  date: string;
  serviceIds: readonly number[];
  /** The operator chosen, or null for «Nessuna preferenza». */
  operatorId: number | null;
  /** The operators bookable online. */
  operatorIds: readonly number[];
  /** 15 or 30. */
  stepMinutes: number;
  /** No start before this minute of the day (the minimum notice; 0 on a later day). */
  earliestMinute: number;
}

/** A bookable start: the minute of the day and each service's operator. */
export interface OnlinePlacement {
  minute: number;
  blocks: BlockPayload[];
  plan: CheckedPlan;
}

/** Minutes an operator is already booked on the day: «Nessuna preferenza» picks the least busy. */
function bookedMinutes(world: PlanWorld, operatorId: number, date: ReturnType<typeof toPlainDate>) {
  if (date === null) return 0;
  return busyMinutes(world.busy, operatorId, date).reduce((sum, b) => sum + b.end - b.start, 0);
}

type Step =
  | { kind: 'placed'; blocks: BlockPayload[] }
  | { kind: 'no-operator'; serviceName: string }
  | { kind: 'off-hours' }
  | { kind: 'busy' };

/**
 * Places the services back to back from `minute`: for each (in the recommended order) the chosen
 * operator, or with «Nessuna preferenza» the previous service's operator when free, else the free
 * operator with the fewest booked minutes that day, then the first in the salon's list.
 */
function place(
  world: PlanWorld,
  search: OnlineSearch,
  ordered: readonly Service[],
  minute: number,
): Step {
  const date = toPlainDate(search.date);
  if (date === null) return { kind: 'off-hours' };
  let t = minute;
  let previous: number | null = null;
  const blocks: BlockPayload[] = [];
  for (const [i, service] of ordered.entries()) {
    const d = durationFor(service.id, world.services, world.customDurations).duration;
    const able = operatorsFor(world.operators, Number(service.id)).filter(
      (o) =>
        search.operatorIds.includes(o.id) &&
        (search.operatorId === null || o.id === search.operatorId),
    );
    if (able.length === 0) return { kind: 'no-operator', serviceName: service.name };
    const working = able.filter((o) =>
      isInsideRanges(workingRanges(o, world.salonHours, date), t, t + d),
    );
    if (working.length === 0) return { kind: 'off-hours' };
    const free = working
      .filter(
        (o) =>
          clashes(busyMinutes(world.busy, o.id, date), t, d, activePeriodsFor(service.phases, d))
            .length === 0,
      )
      .map((o, index) => ({ o, index, booked: bookedMinutes(world, o.id, date) }))
      .sort((a, b) => a.booked - b.booked || a.index - b.index)
      .map((x) => x.o);
    const pick = free.find((o) => o.id === previous) ?? free[0];
    if (!pick) return { kind: 'busy' };
    blocks.push({ serviceId: Number(service.id), operatorId: pick.id, executionOrder: i + 1 });
    previous = pick.id;
    t += d;
  }
  return { kind: 'placed', blocks };
}

function orderedServices(world: PlanWorld, serviceIds: readonly number[]): Service[] | null {
  const rows = serviceIds.map((id) => world.services.find((s) => Number(s.id) === id));
  if (rows.some((s) => s === undefined)) return null;
  return recommendedOrder(rows as Service[], (s) => s);
}

function placementAt(
  world: PlanWorld,
  search: OnlineSearch,
  ordered: readonly Service[],
  minute: number,
): OnlinePlacement | Exclude<Step, { kind: 'placed' }> | { kind: 'refused'; message: string } {
  const step = place(world, search, ordered, minute);
  if (step.kind !== 'placed') return step;
  const date = toPlainDate(search.date);
  if (date === null) return { kind: 'off-hours' };
  const plan = checkPlan(
    date.toPlainDateTime({ hour: Math.floor(minute / 60), minute: minute % 60 }),
    step.blocks,
    world,
  );
  // Only error items remove a time; warnings (a long wait, a late end) do not.
  const error = plan.items.find((i) => i.type === 'error');
  // A clash found by the checks is told like any other: the page never says whose visit it is.
  if (error?.code === 'OPERATOR_BUSY' || error?.code === 'CLIENT_BUSY') return { kind: 'busy' };
  if (error) return { kind: 'refused', message: error.message };
  return { minute, blocks: step.blocks, plan };
}

/** Every start of the day the page offers, on its grid, from the earliest minute. */
export function onlinePlacements(world: PlanWorld, search: OnlineSearch): OnlinePlacement[] {
  const ordered = orderedServices(world, search.serviceIds);
  if (ordered === null || ordered.length === 0) return [];
  const out: OnlinePlacement[] = [];
  const step = search.stepMinutes;
  for (
    let minute = roundUpToStep(Math.max(0, search.earliestMinute), step);
    minute < 1440;
    minute += step
  ) {
    const placed = placementAt(world, search, ordered, minute);
    if ('plan' in placed) out.push(placed);
  }
  return out;
}

/** The messages of «Perché non vedo le 10:00?»: the rule, never who holds the time. */
export const ONLINE_WHY = {
  offered: (time: string) => `Le ${time} sono disponibili: puoi prenotarle.`,
  offGrid: (step: number) => `Gli orari si prenotano ogni ${step} minuti.`,
  notice: (hours: number) =>
    `Si prenota con almeno ${hours} ${hours === 1 ? 'ora' : 'ore'} di anticipo.`,
  past: 'Questo orario è già passato.',
  horizon: (days: number) => `Si prenota al massimo ${days} giorni in anticipo.`,
  noOperator: (service: string) =>
    `Nessun operatore prenotabile online esegue «${service}» con la scelta fatta.`,
  offHours:
    'A quell’ora il salone è chiuso, o l’operatore non lavora (orario di lavoro o giorno di assenza).',
  busy: 'A quell’ora l’operatore è già impegnato con un altro appuntamento.',
  unknownService: 'Uno dei servizi scelti non è prenotabile online.',
} as const;

/**
 * Why the page does not offer `minute` (grid, hours, another visit, or the first error of the
 * wizard's checks: a wait between services, their order), or that it does. The caller answers
 * the past, the minimum notice and the horizon first: they depend on the clock.
 */
export function whyNotOffered(
  world: PlanWorld,
  search: OnlineSearch,
  minute: number,
): { offered: boolean; reason: string } {
  const time = formatMinuteOfDay(minute);
  if (minute % search.stepMinutes !== 0)
    return { offered: false, reason: ONLINE_WHY.offGrid(search.stepMinutes) };
  const ordered = orderedServices(world, search.serviceIds);
  if (ordered === null || ordered.length === 0)
    return { offered: false, reason: ONLINE_WHY.unknownService };
  const placed = placementAt(world, search, ordered, minute);
  if ('plan' in placed) return { offered: true, reason: ONLINE_WHY.offered(time) };
  if (placed.kind === 'no-operator')
    return { offered: false, reason: ONLINE_WHY.noOperator(placed.serviceName) };
  if (placed.kind === 'off-hours') return { offered: false, reason: ONLINE_WHY.offHours };
  if (placed.kind === 'busy') return { offered: false, reason: ONLINE_WHY.busy };
  return { offered: false, reason: placed.message };
}
