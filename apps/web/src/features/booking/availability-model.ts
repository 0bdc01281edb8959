import { Temporal } from 'temporal-polyfill';
import {
  findById,
  formatDurationIt,
  formatMinuteOfDay,
  minuteOfDay,
  rangesOn,
  unavailableReasonOf,
  type Id,
  type Service,
  type ServiceBlock,
  type WeeklyHours,
} from '@agendina/scheduling';
import { isApiError } from '@agendina/api';
import type { components } from '@agendina/contract';

type Schemas = components['schemas'];

/** The marks of step 2: why an operator cannot take a block (concise Italian, lower case). */
export const operatorMarkLabels = {
  busy: 'occupato',
  outsideWorkingHours: 'fuori turno',
  timeOff: 'in ferie/assente',
  noService: 'non esegue il servizio',
} as const;

export type OperatorMark = keyof typeof operatorMarkLabels;

/**
 * The server's answer for one block (who offers the service, who is free at its start) as a
 * mark per operator; an operator missing from the answer does not offer the service. Unknown
 * reasons count as busy: the booking would be refused, whatever the wording.
 */
export function operatorMarks(
  operatorIds: readonly Id[],
  answer: readonly Schemas['ServiceOperatorAvailability'][],
): Map<Id, OperatorMark> {
  const marks = new Map<Id, OperatorMark>();
  for (const id of operatorIds) {
    const row = answer.find((a) => a.hairdresserId === id);
    if (!row) marks.set(id, 'noService');
    else if (!row.available) marks.set(id, unavailableReasonOf(row.reason) ?? 'busy');
  }
  return marks;
}

/** The length the free times of step 1 are computed for, and how the text names it. */
export interface LengthBasis {
  serviceId: Id;
  /** "Taglio donna (45 min)", or "il servizio più breve, Piega (30 min)". */
  label: string;
}

/** The first chosen service of the plan; before any is chosen, the salon's shortest. */
export function lengthBasis(
  blocks: readonly ServiceBlock[],
  services: readonly Service[],
): LengthBasis | null {
  const chosen = blocks.map((b) => findById(services, b.serviceId)).find((s) => s !== undefined);
  if (chosen) {
    return {
      serviceId: chosen.id,
      label: `${chosen.name} (${formatDurationIt(chosen.durationMinutes)})`,
    };
  }
  const shortest = [...services].sort((a, b) => a.durationMinutes - b.durationMinutes)[0];
  return shortest
    ? {
        serviceId: shortest.id,
        label: `il servizio più breve, ${shortest.name} (${formatDurationIt(shortest.durationMinutes)})`,
      }
    : null;
}

/** Minutes of the day at which someone (or the given operator) can start, sorted, once each. */
export function freeStartMinutes(
  answer: Schemas['ServiceAvailability'],
  operatorId: Id | null,
): number[] {
  const starts = new Set<number>();
  for (const op of answer.operators) {
    if (operatorId !== null && op.hairdresserId !== operatorId) continue;
    for (const slot of op.slots)
      starts.add(minuteOfDay(Temporal.PlainDateTime.from(slot.startTime)));
  }
  return [...starts].sort((a, b) => a - b);
}

/** "Chiuso" or "Aperto 09:00–13:00, 14:00–19:00"; null when the salon's hours are unknown. */
export function openingLabel(hours: WeeklyHours | null, date: Temporal.PlainDate): string | null {
  if (hours === null) return null;
  const ranges = rangesOn(hours, date);
  if (ranges.length === 0) return 'Chiuso';
  return `Aperto ${ranges
    .map((r) => `${formatMinuteOfDay(r.startMinute)}–${formatMinuteOfDay(r.endMinute)}`)
    .join(', ')}`;
}

/**
 * A refusal of a booking rule (409 taken, 422 against the rules): the wizard answers it with
 * the next free slot and alternatives, not with an error dialog.
 */
export function isRuleRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.status === 422);
}

/** One click that moves the plan: a new start, and for a one-service plan maybe another operator. */
export interface PlanChoice {
  key: string;
  start: Temporal.PlainDateTime;
  operatorId: Id | null;
  label: string;
  /** The server's first free slot (the others are alternatives near the requested time). */
  isNext: boolean;
}

const dayFormat = new Intl.DateTimeFormat('it-IT', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** "mar 12 mar, 10:45": a start as a receptionist reads it. */
export function startLabel(start: Temporal.PlainDateTime): string {
  const day = dayFormat.format(new Date(Date.UTC(start.year, start.month - 1, start.day, 12)));
  return `${day}, ${formatMinuteOfDay(minuteOfDay(start))}`;
}

const withOperator = (label: string, name: string | undefined) =>
  name ? `${label} · ${name}` : label;

/** The next free slot, the single-service alternatives and the multi-service ones, as choices. */
export function planChoices(input: {
  nextSlot?: Schemas['TimeSlot'] | null;
  alternatives?: readonly Schemas['AlternativeSlot'][];
  placements?: readonly Schemas['ScheduleOption'][];
}): PlanChoice[] {
  const choices: PlanChoice[] = [];
  const add = (start: string, operatorId: Id | null, name: string | undefined, isNext = false) => {
    const at = Temporal.PlainDateTime.from(start);
    const key = `${at.toString()}-${operatorId ?? 'stessi'}`;
    if (choices.some((c) => c.key === key)) return;
    choices.push({
      key,
      start: at,
      operatorId,
      label: withOperator(startLabel(at), name),
      isNext,
    });
  };
  if (input.nextSlot) {
    const { startTime, hairdresserId, hairdresserName } = input.nextSlot;
    add(startTime, hairdresserId ?? null, hairdresserName, true);
  }
  for (const a of input.alternatives ?? []) add(a.startTime, a.hairdresserId, a.hairdresserName);
  for (const p of input.placements ?? []) add(p.startDateTime, null, undefined);
  return choices;
}
