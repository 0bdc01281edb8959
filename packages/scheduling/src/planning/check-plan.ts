import type { Temporal } from 'temporal-polyfill';
import type { ClientServiceDuration } from '../booking/blocks.ts';
import { confirmationChecks } from '../booking/checks.ts';
import { validateServicesStep } from '../booking/services-step.ts';
import { buildTimeline } from '../booking/timeline.ts';
import type { Timeline } from '../booking/timeline.ts';
import type { Operator, Service } from '../services/catalog.ts';
import { conflictItem, findConflicts } from './conflicts.ts';
import type { ConflictWorld, SchedulingConflict } from './conflicts.ts';
import { blocksFromPayload, scheduleOf, toValidationItem } from './schedule.ts';
import type { BlockPayload, ScheduleOption, ValidationItem } from './schedule.ts';

/** Everything a plan is checked against, read once per request. */
export interface PlanWorld extends ConflictWorld {
  readonly services: readonly Service[];
  /** The operators in the form of the wizard rules (the services each performs). */
  readonly ruleOperators: readonly Operator[];
  readonly customDurations: readonly ClientServiceDuration[];
}

export interface CheckedPlan {
  timeline: Timeline;
  items: ValidationItem[];
  conflicts: SchedulingConflict[];
  schedule: ScheduleOption;
  /** No error item: the plan may be booked. */
  valid: boolean;
}

const RANK = { error: 0, warning: 1, info: 2 } as const;

/**
 * Every check of a multi-operator plan, the same the wizard shows: the services step (offered
 * service, operator who performs it, no duplicate), the conflicts with bookings, hours and time
 * off, and the confirmation checks of SPEC.md §5; errors first.
 */
export function checkPlan(
  start: Temporal.PlainDateTime,
  payload: readonly BlockPayload[],
  world: PlanWorld,
): CheckedPlan {
  const blocks = blocksFromPayload(payload);
  const items: ValidationItem[] = [];
  const step = validateServicesStep(blocks, world.services, world.ruleOperators);
  step.blockErrors.forEach((e, i) => {
    const order = blocks[i]?.order ?? i + 1;
    if (e.service)
      items.push({
        type: 'error',
        code: e.service.includes('stesso servizio') ? 'DUPLICATE_SERVICE' : 'SERVICE_NOT_AVAILABLE',
        title: 'Servizio non valido',
        message: e.service,
        executionOrders: [order],
      });
    if (e.operator)
      items.push({
        type: 'error',
        code: 'OPERATOR_CANNOT_PERFORM',
        title: 'Operatore non valido',
        message: e.operator,
        executionOrders: [order],
      });
  });
  const timeline = buildTimeline({
    start,
    blocks,
    services: world.services,
    operators: world.ruleOperators,
    customDurations: world.customDurations,
  });
  const conflicts = findConflicts(timeline, blocks, world);
  items.push(...conflicts.map(conflictItem));
  items.push(...confirmationChecks(timeline).map((c) => toValidationItem(c, blocks)));
  items.sort((a, b) => RANK[a.type] - RANK[b.type]);
  return {
    timeline,
    items,
    conflicts,
    schedule: scheduleOf(timeline, blocks, items),
    valid: !items.some((i) => i.type === 'error'),
  };
}
