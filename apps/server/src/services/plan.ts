import type { Temporal } from 'temporal-polyfill';
import { activePeriodsFor, checkPlan as checkRulePlan, durationFor } from '@agendina/scheduling';
import type {
  ActivePeriod,
  CheckedPlan,
  ClientServiceDuration,
  PlanWorld as RulePlanWorld,
  WeeklyHours,
} from '@agendina/scheduling';
import type { Schemas } from '../domain/contract-types.ts';
import { ruleOperator, ruleService } from './catalog-data.ts';
import type { OperatorData, ServiceRow } from './catalog-data.ts';
import type { BusyInterval } from './operator-day.ts';

export type { CheckedPlan } from '@agendina/scheduling';

/** A wizard block as received (defaults not applied). */
export type BlockInput = Omit<
  Schemas['ServiceBlockInput'],
  'requiredGapBefore' | 'canRunInParallel'
> &
  Partial<Pick<Schemas['ServiceBlockInput'], 'requiredGapBefore' | 'canRunInParallel'>>;

/** Everything a plan is checked against, as read from the database once per request. */
export interface PlanWorld {
  services: ServiceRow[];
  operators: OperatorData[];
  salonHours: WeeklyHours | null;
  customDurations: ClientServiceDuration[];
  /** Live appointments of the operators involved around the day. */
  busy: BusyInterval[];
  /** Live appointments of the client around the day (for CLIENT_BUSY). */
  clientBusy: BusyInterval[];
}

/** The database rows in the form the planning rules of @agendina/scheduling read. */
export function rulePlanWorld(world: PlanWorld): RulePlanWorld {
  return {
    services: world.services.map(ruleService),
    ruleOperators: world.operators.map((o) => ruleOperator(o, world.services)),
    operators: world.operators,
    salonHours: world.salonHours,
    customDurations: world.customDurations,
    busy: world.busy,
    clientBusy: world.clientBusy,
  };
}

/** Every check of a wizard plan (checkPlan of @agendina/scheduling) against the loaded world. */
export function checkPlan(
  start: Temporal.PlainDateTime,
  blocks: readonly BlockInput[],
  world: PlanWorld,
): CheckedPlan {
  return checkRulePlan(start, blocks, rulePlanWorld(world));
}

/** When the operator works in `duration` minutes of a service (its phases); null: all along. */
export function periodsOf(
  serviceId: number | undefined,
  duration: number,
  world: Pick<PlanWorld, 'services'>,
): ActivePeriod[] | null {
  const service = world.services.find((s) => s.id === serviceId);
  return activePeriodsFor(service?.phases, duration);
}

/** A client's duration for a service (custom when they have one) and its active periods. */
export function durationOf(
  serviceId: number,
  world: Pick<PlanWorld, 'services' | 'customDurations'>,
): { duration: number; isCustomDuration: boolean; activePeriods: ActivePeriod[] | null } {
  const found = durationFor(serviceId, world.services.map(ruleService), world.customDurations);
  return { ...found, activePeriods: periodsOf(serviceId, found.duration, world) };
}
