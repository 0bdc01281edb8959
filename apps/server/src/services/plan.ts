import type { Temporal } from 'temporal-polyfill';
import {
  buildTimeline,
  busyMinutes,
  confirmationChecks,
  durationFor,
  isInsideRanges,
  isOnTimeOff,
  isOpenDay,
  minuteOn,
  overlaps,
  rangesOn,
  validateServicesStep,
  workingRanges,
} from '@agendina/scheduling';
import type {
  CheckItem,
  ClientServiceDuration,
  ServiceBlock,
  Timeline,
  TimelineItem,
  WeeklyHours,
} from '@agendina/scheduling';
import type { Schemas } from '../http/types.ts';
import { ruleOperator, ruleService } from './catalog-data.ts';
import type { OperatorData, ServiceRow } from './catalog-data.ts';
import type { BusyInterval } from './operator-day.ts';
import { toIso } from './time.ts';

/** A wizard block as received (defaults not applied). */
export type BlockInput = Omit<
  Schemas['ServiceBlockInput'],
  'requiredGapBefore' | 'canRunInParallel'
> &
  Partial<Pick<Schemas['ServiceBlockInput'], 'requiredGapBefore' | 'canRunInParallel'>>;
type Block = BlockInput;
export type ValidationItem = Schemas['ValidationItem'];
export type SchedulingConflict = Schemas['SchedulingConflict'];

/** Everything a plan is checked against, loaded once per request. */
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

export interface CheckedPlan {
  timeline: Timeline;
  items: ValidationItem[];
  conflicts: SchedulingConflict[];
  schedule: Schemas['ScheduleOption'];
  valid: boolean;
}

/** The wizard's blocks in the form of @agendina/scheduling. */
export function ruleBlocks(blocks: readonly Block[]): ServiceBlock[] {
  return blocks.map((b) => ({
    serviceId: b.serviceId,
    operatorId: b.operatorId,
    duration: b.customDurationMinutes ?? 0,
    isCustomDuration: b.customDurationMinutes != null,
    order: b.executionOrder,
    notes: b.blockNotes ?? '',
    requiredGapBefore: b.requiredGapBefore ?? 0,
    canRunInParallel: b.canRunInParallel ?? false,
  }));
}

export function timelineOf(
  start: Temporal.PlainDateTime,
  blocks: readonly ServiceBlock[],
  world: Pick<PlanWorld, 'services' | 'operators' | 'customDurations'>,
): Timeline {
  return buildTimeline({
    start,
    blocks,
    services: world.services.map(ruleService),
    operators: world.operators.map((o) => ruleOperator(o, world.services)),
    customDurations: world.customDurations,
  });
}

export function toValidationItem(item: CheckItem, blocks: readonly ServiceBlock[]): ValidationItem {
  return {
    type: item.type,
    code: item.code,
    title: item.title,
    message: item.message,
    executionOrders: [...new Set(item.blockIndexes.map((i) => blocks[i]?.order ?? i + 1))].slice(
      0,
      10,
    ),
  };
}

function conflictItem(c: SchedulingConflict): ValidationItem {
  const titles: Record<SchedulingConflict['type'], string> = {
    OPERATOR_BUSY: 'Operatore non disponibile',
    OPERATOR_OVERLAP: 'Conflitto operatore',
    CLIENT_BUSY: 'Cliente già impegnato',
    OUTSIDE_WORKING_HOURS: "Fuori dall'orario di lavoro",
    OUTSIDE_OPENING_HOURS: 'Salone chiuso',
    TIME_OFF: 'Operatore in ferie',
  };
  return {
    type: 'error',
    code: c.type,
    title: titles[c.type],
    message: c.message,
    executionOrders: [c.executionOrder],
  };
}

/** Conflicts of a placed timeline with bookings, hours and time off (server-only checks). */
export function findConflicts(
  timeline: Timeline,
  blocks: readonly ServiceBlock[],
  world: PlanWorld,
): SchedulingConflict[] {
  const out: SchedulingConflict[] = [];
  for (const item of timeline.items) {
    const order = blocks[item.blockIndex]?.order ?? item.position + 1;
    const date = item.start.toPlainDate();
    const startMinute = item.start.hour * 60 + item.start.minute;
    const endMinute = startMinute + item.duration;
    const base = {
      executionOrder: order,
      operatorId: Number(item.operatorId),
      startTime: toIso(item.start),
      endTime: toIso(item.end),
    };
    const op = world.operators.find((o) => o.row.id === Number(item.operatorId));
    if (op && isOnTimeOff(op.timeOff, date)) {
      out.push({
        ...base,
        type: 'TIME_OFF',
        conflictingAppointmentId: null,
        message: `${op.row.name} è in ferie il ${date.toString()}`,
      });
    } else if (
      op &&
      !isInsideRanges(workingRanges(op, world.salonHours, date), startMinute, endMinute)
    ) {
      out.push({
        ...base,
        type: 'OUTSIDE_WORKING_HOURS',
        conflictingAppointmentId: null,
        message: `${item.serviceName} con ${op.row.name} è fuori dal suo orario di lavoro`,
      });
    }
    if (world.salonHours && !isOpenDay(world.salonHours, date)) {
      out.push({
        ...base,
        type: 'OUTSIDE_OPENING_HOURS',
        conflictingAppointmentId: null,
        message: `Il salone è chiuso il ${date.toString()}`,
      });
    } else if (
      world.salonHours &&
      !isInsideRanges(rangesOn(world.salonHours, date), startMinute, endMinute)
    ) {
      out.push({
        ...base,
        type: 'OUTSIDE_OPENING_HOURS',
        conflictingAppointmentId: null,
        message: `${item.serviceName} è fuori dall'orario di apertura`,
      });
    }
    for (const b of busyMinutes(world.busy, Number(item.operatorId), date)) {
      if (overlaps(startMinute, endMinute, b.start, b.end)) {
        out.push({
          ...base,
          type: 'OPERATOR_BUSY',
          conflictingAppointmentId: b.slot.appointmentId,
          message: 'Operator already has an appointment at this time',
        });
      }
    }
    for (const b of world.clientBusy) {
      if (overlaps(startMinute, endMinute, minuteOn(date, b.startAt), minuteOn(date, b.endAt))) {
        out.push({
          ...base,
          type: 'CLIENT_BUSY',
          conflictingAppointmentId: b.appointmentId,
          message: `Il cliente ha già un appuntamento (${b.service}) in questo orario`,
        });
      }
    }
  }
  const byOperator = new Map<number, TimelineItem[]>();
  for (const item of timeline.items)
    byOperator.set(Number(item.operatorId), [
      ...(byOperator.get(Number(item.operatorId)) ?? []),
      item,
    ]);
  for (const list of byOperator.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i] as TimelineItem;
        const b = list[j] as TimelineItem;
        if (overlaps(a.startOffset, a.endOffset, b.startOffset, b.endOffset)) {
          out.push({
            type: 'OPERATOR_OVERLAP',
            executionOrder: blocks[b.blockIndex]?.order ?? b.position + 1,
            operatorId: Number(b.operatorId),
            startTime: toIso(b.start),
            endTime: toIso(b.end),
            conflictingAppointmentId: null,
            message: `${b.operatorName} è impegnato in ${a.serviceName} e ${b.serviceName} nello stesso momento`,
          });
        }
      }
    }
  }
  return out;
}

/** The ScheduleOption of a timeline. */
export function scheduleOf(
  timeline: Timeline,
  blocks: readonly ServiceBlock[],
  items: ValidationItem[] = [],
): Schemas['ScheduleOption'] {
  let lastEnd = 0;
  const scheduled = timeline.items.map((item, index) => {
    const gap = index === 0 ? 0 : Math.max(0, item.startOffset - lastEnd);
    lastEnd = Math.max(lastEnd, item.endOffset);
    return {
      executionOrder: blocks[item.blockIndex]?.order ?? item.position + 1,
      serviceId: Number(item.serviceId),
      serviceName: item.serviceName,
      category: item.category,
      operatorId: Number(item.operatorId),
      operatorName: item.operatorName,
      startTime: toIso(item.start),
      endTime: toIso(item.end),
      durationMinutes: item.duration,
      isCustomDuration: item.isCustomDuration,
      gapBeforeMinutes: gap,
    };
  });
  const totalGap = scheduled.reduce((sum, b) => sum + b.gapBeforeMinutes, 0);
  return {
    startDateTime: toIso(timeline.start),
    endDateTime: toIso(timeline.end),
    totalDurationMinutes: Math.max(1, timeline.totalMinutes),
    totalGapMinutes: totalGap,
    blocks: scheduled,
    items,
  };
}

/**
 * Every check of a wizard plan: the services step (offered service, operator who performs it,
 * no duplicate), the confirmation checks of SPEC.md §5, and the server's conflicts.
 */
export function checkPlan(
  start: Temporal.PlainDateTime,
  payloadBlocks: readonly Block[],
  world: PlanWorld,
): CheckedPlan {
  const blocks = ruleBlocks(payloadBlocks);
  const services = world.services.map(ruleService);
  const operators = world.operators.map((o) => ruleOperator(o, world.services));
  const items: ValidationItem[] = [];
  const step = validateServicesStep(blocks, services, operators);
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
  const timeline = timelineOf(start, blocks, world);
  const conflicts = findConflicts(timeline, blocks, world);
  items.push(...conflicts.map(conflictItem));
  items.push(...confirmationChecks(timeline).map((c) => toValidationItem(c, blocks)));
  const rank = { error: 0, warning: 1, info: 2 } as const;
  items.sort((a, b) => rank[a.type] - rank[b.type]);
  return {
    timeline,
    items,
    conflicts,
    schedule: scheduleOf(timeline, blocks, items),
    valid: !items.some((i) => i.type === 'error'),
  };
}

/** A client's duration for a service (custom when they have one). */
export function durationOf(
  serviceId: number,
  world: Pick<PlanWorld, 'services' | 'customDurations'>,
): { duration: number; isCustomDuration: boolean } {
  return durationFor(serviceId, world.services.map(ruleService), world.customDurations);
}
