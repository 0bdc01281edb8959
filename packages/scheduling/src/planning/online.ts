import { durationFor } from '../booking/blocks.ts';
import { isInsideRanges } from '../hours/open-days.ts';
import type { Service } from '../services/catalog.ts';
import { recommendedOrder } from '../services/order.ts';
import { clashes, roundUpToStep } from '../availability/intervals.ts';
import { activePeriodsFor } from '../services/phases.ts';
import { busyMinutes, isOnTimeOff, workingRanges } from '../availability/operator-day.ts';
import { operatorsFor } from '../availability/slots.ts';
import { checkPlan } from './check-plan.ts';
import { gapLimits } from '../booking/gap-rules.ts';
import { serviceCategory } from '../services/category.ts';
import type { CheckedPlan, PlanWorld } from './check-plan.ts';
import type { BlockPayload } from './schedule.ts';
import { toPlainDate } from '../common/wall-clock.ts';
import { formatMinuteOfDay } from '../common/minutes.ts';
import type { Temporal } from 'temporal-polyfill';
import type { AvailabilityOperator, BusyMinutes } from '../availability/operator-day.ts';
import type { TimeRange } from '../hours/parse.ts';

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
  /** Minutes the client waits between services (0 when the visit runs without a break). */
  waitMinutes: number;
}

/**
 * One day of a search, worked out once: the bookings that touch it, and each operator's busy
 * minutes, booked minutes and working ranges. The placement asks for them at every start and for
 * every operator; read from the whole horizon's bookings each time, a 14-day search of a full
 * salon spent over a second re-reading the same dates (the online-booking benchmark).
 */
interface DayView {
  date: Temporal.PlainDate;
  /** The world with only the bookings of the day before to the day after (as the wizard loads). */
  world: PlanWorld;
  busy: (operatorId: number) => BusyMinutes[];
  /** Minutes an operator is already booked that day: «Nessuna preferenza» picks the least busy. */
  booked: (operatorId: number) => number;
  working: (operator: AvailabilityOperator) => readonly TimeRange[];
}

function remember<K, V>(compute: (key: K) => V): (key: K) => V {
  const seen = new Map<K, V>();
  return (key) => {
    if (!seen.has(key)) seen.set(key, compute(key));
    return seen.get(key) as V;
  };
}

function dayView(world: PlanWorld, dateText: string): DayView | null {
  const date = toPlainDate(dateText);
  if (date === null) return null;
  // Local ISO text compares as dates do: a booking touches the span when it ends after its
  // first midnight and starts before its last.
  const from = date.subtract({ days: 1 }).toString();
  const to = date.add({ days: 2 }).toString();
  const near = { ...world, busy: world.busy.filter((b) => b.endAt > from && b.startAt < to) };
  const busy = remember((id: number) => busyMinutes(near.busy, id, date));
  return {
    date,
    world: near,
    busy,
    booked: remember((id: number) => busy(id).reduce((sum, b) => sum + b.end - b.start, 0)),
    working: remember((o: AvailabilityOperator) => workingRanges(o, world.salonHours, date)),
  };
}

type Step =
  | { kind: 'placed'; blocks: BlockPayload[] }
  | { kind: 'no-operator'; serviceName: string }
  | { kind: 'off-hours' }
  | { kind: 'time-off' }
  | { kind: 'busy' };

/** The operators able to do `service` at `t` for `d` minutes, the least busy that day first. */
function freeAt(
  day: DayView,
  able: readonly AvailabilityOperator[],
  service: Service,
  t: number,
  d: number,
): AvailabilityOperator[] {
  return able
    .filter((o) => isInsideRanges(day.working(o), t, t + d))
    .filter((o) => clashes(day.busy(o.id), t, d, activePeriodsFor(service.phases, d)).length === 0)
    .map((o, index) => ({ o, index, booked: day.booked(o.id) }))
    .sort((a, b) => a.booked - b.booked || a.index - b.index)
    .map((x) => x.o);
}

/**
 * Places the services from `minute`, each right after the previous one: for each (in the
 * recommended order) the chosen operator, or with «Nessuna preferenza» the previous service's
 * operator when free, else the free operator with the fewest booked minutes that day, then the
 * first in the salon's list. When nobody can take the next service at once, the client waits for
 * the first free start on the page's grid, as the wizard's «attesa richiesta» would, up to one
 * step past the longest wait the gap rules allow between those two services: the checks then
 * keep a wait the rules accept (a warning does not remove a time) and refuse a longer one with
 * the rule's own words (decision 0056).
 */
function place(
  day: DayView,
  search: OnlineSearch,
  ordered: readonly Service[],
  minute: number,
): Step {
  const { world } = day;
  let t = minute;
  let previous: { id: number; service: Service } | null = null;
  const blocks: BlockPayload[] = [];
  for (const [i, service] of ordered.entries()) {
    const d = durationFor(service.id, world.services, world.customDurations).duration;
    const able = operatorsFor(world.operators, Number(service.id)).filter(
      (o) =>
        search.operatorIds.includes(o.id) &&
        (search.operatorId === null || o.id === search.operatorId),
    );
    if (able.length === 0) return { kind: 'no-operator', serviceName: service.name };
    let wait = 0;
    let free = freeAt(day, able, service, t, d);
    if (free.length === 0 && previous !== null) {
      const longest = gapLimits(
        serviceCategory(previous.service),
        serviceCategory(service),
      ).criticalAbove;
      for (let w = search.stepMinutes; w <= longest + search.stepMinutes; w += search.stepMinutes) {
        free = freeAt(day, able, service, t + w, d);
        if (free.length > 0) {
          wait = w;
          break;
        }
      }
    }
    const pick = free.find((o) => o.id === previous?.id) ?? free[0];
    if (!pick) {
      if (able.some((o) => isInsideRanges(day.working(o), t, t + d))) return { kind: 'busy' };
      // Everyone who could do it is away that day: said as such, not as closed hours.
      return able.every((o) => isOnTimeOff(o.timeOff, day.date))
        ? { kind: 'time-off' }
        : { kind: 'off-hours' };
    }
    t += wait;
    blocks.push({
      serviceId: Number(service.id),
      operatorId: pick.id,
      executionOrder: i + 1,
      ...(wait > 0 ? { requiredGapBefore: wait } : {}),
    });
    previous = { id: pick.id, service };
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
  day: DayView,
  search: OnlineSearch,
  ordered: readonly Service[],
  minute: number,
): OnlinePlacement | Exclude<Step, { kind: 'placed' }> | { kind: 'refused'; message: string } {
  const step = place(day, search, ordered, minute);
  if (step.kind !== 'placed') return step;
  const plan = checkPlan(
    day.date.toPlainDateTime({ hour: Math.floor(minute / 60), minute: minute % 60 }),
    step.blocks,
    day.world,
  );
  // Only error items remove a time; warnings (a long wait, a late end) do not.
  const error = plan.items.find((i) => i.type === 'error');
  // A clash found by the checks is told like any other: the page never says whose visit it is.
  if (error?.code === 'OPERATOR_BUSY' || error?.code === 'CLIENT_BUSY') return { kind: 'busy' };
  if (error) return { kind: 'refused', message: error.message };
  const waitMinutes = step.blocks.reduce((sum, b) => sum + (b.requiredGapBefore ?? 0), 0);
  return { minute, blocks: step.blocks, plan, waitMinutes };
}

/**
 * Every start of the day the page offers, on its grid, from the earliest minute; with `limit`,
 * only the first ones (the free days need one per day).
 */
export function onlinePlacements(
  world: PlanWorld,
  search: OnlineSearch,
  limit = Number.POSITIVE_INFINITY,
): OnlinePlacement[] {
  const ordered = orderedServices(world, search.serviceIds);
  const day = dayView(world, search.date);
  if (ordered === null || ordered.length === 0 || day === null) return [];
  const out: OnlinePlacement[] = [];
  const step = search.stepMinutes;
  for (
    let minute = roundUpToStep(Math.max(0, search.earliestMinute), step);
    minute < 1440 && out.length < limit;
    minute += step
  ) {
    const placed = placementAt(day, search, ordered, minute);
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
  offHours: 'A quell’ora il salone è chiuso, o l’operatore non è nel suo orario di lavoro.',
  timeOff: 'Quel giorno l’operatore scelto, o chi esegue il servizio, è assente.',
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
  const day = dayView(world, search.date);
  if (day === null) return { offered: false, reason: ONLINE_WHY.offHours };
  const placed = placementAt(day, search, ordered, minute);
  if ('plan' in placed) return { offered: true, reason: ONLINE_WHY.offered(time) };
  if (placed.kind === 'no-operator')
    return { offered: false, reason: ONLINE_WHY.noOperator(placed.serviceName) };
  if (placed.kind === 'off-hours') return { offered: false, reason: ONLINE_WHY.offHours };
  if (placed.kind === 'time-off') return { offered: false, reason: ONLINE_WHY.timeOff };
  if (placed.kind === 'busy') return { offered: false, reason: ONLINE_WHY.busy };
  return { offered: false, reason: placed.message };
}
