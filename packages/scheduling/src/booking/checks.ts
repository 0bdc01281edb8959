import type { Id } from '@agendina/contract';
import { formatMinuteOfDay } from '../common/minutes.ts';
import { formatDurationIt } from '../calendar/format.ts';
import { isWeekend, WEEKDAY_LABELS_IT, weekdayOf } from '../hours/weekday.ts';
import type { ServiceCategory } from '../services/category.ts';
import { CHECK_CODES, sortCheckItems } from './check-item.ts';
import type { CheckCode, CheckItem } from './check-item.ts';
import { gapChecks } from './gap-rules.ts';
import type { Timeline, TimelineItem } from './timeline.ts';

/** Operator and long-day thresholds of SPEC.md §5 and §9. */
export const VISIT_THRESHOLDS = {
  /** Two services of one operator less than 5 minutes apart: warning. */
  operatorTightUnder: 5,
  /** A visit longer than 120 minutes that ends at 12:30 or later: hint. */
  longVisitOver: 120,
  longVisitEndFrom: 12 * 60 + 30,
  /** A Saturday or Sunday visit ending at 18:00 or later: hint. */
  weekendEndFrom: 18 * 60,
} as const;

/**
 * Per operator, every pair of their services: overlapping ones are an error 'Conflitto
 * operatore'; otherwise consecutive ones with less than 5 minutes between them (back to back
 * included) are a warning.
 */
export function operatorChecks(timeline: Timeline): CheckItem[] {
  const items: CheckItem[] = [];
  const byOperator = new Map<Id, TimelineItem[]>();
  for (const item of timeline.items) {
    const key = item.operatorId;
    byOperator.set(key, [...(byOperator.get(key) ?? []), item]);
  }
  for (const list of byOperator.values()) {
    const sorted = [...list].sort(
      (a, b) => a.startOffset - b.startOffset || a.position - b.position,
    );
    for (let i = 0; i < sorted.length; i++) {
      const a = sorted[i] as TimelineItem;
      for (let j = i + 1; j < sorted.length; j++) {
        const b = sorted[j] as TimelineItem;
        const between = b.startOffset - a.endOffset;
        if (between < 0) {
          items.push({
            type: 'error',
            code: CHECK_CODES.operatorConflict,
            title: 'Conflitto operatore',
            message: `${a.operatorName} è impegnato in ${a.serviceName} e ${b.serviceName} nello stesso momento.`,
            blockIndexes: [a.blockIndex, b.blockIndex],
          });
        } else if (j === i + 1 && between < VISIT_THRESHOLDS.operatorTightUnder) {
          items.push({
            type: 'warning',
            code: CHECK_CODES.operatorTight,
            title: "Tempi stretti per l'operatore",
            message: `${a.operatorName} ${between === 0 ? 'non ha pause' : `ha solo ${between} min`} tra ${a.serviceName} e ${b.serviceName}.`,
            blockIndexes: [a.blockIndex, b.blockIndex],
          });
        }
      }
    }
  }
  return items;
}

/** An order hint of SPEC.md §5 that compares two categories: `first` should come before `then`. */
interface OrderHint {
  readonly first: ServiceCategory;
  readonly then: ServiceCategory;
  readonly code: CheckCode;
  readonly text: (first: string, then: string) => string;
}

const ORDER_HINTS: readonly OrderHint[] = [
  {
    first: 'COLORE',
    then: 'TAGLIO',
    code: CHECK_CODES.orderColorBeforeCut,
    text: (a: string, b: string) => `Di solito il colore (${a}) si fa prima del taglio (${b}).`,
  },
  {
    first: 'SHAMPOO',
    then: 'PIEGA',
    code: CHECK_CODES.orderShampooBeforeStyling,
    text: (a: string, b: string) => `Di solito lo shampoo (${a}) si fa prima della piega (${b}).`,
  },
];

/** The first `first`-category item that comes after a `then`-category item, with that earlier item. */
function firstOutOfOrder(
  items: readonly TimelineItem[],
  first: ServiceCategory,
  then: ServiceCategory,
): [TimelineItem, TimelineItem] | null {
  for (const late of items) {
    if (late.category !== first) continue;
    const early = items.find((i) => i.category === then && i.position < late.position);
    if (early) return [early, late];
  }
  return null;
}

/** Order hints (SPEC.md §5): colour before cut, shampoo before styling, one operator's services together. */
export function orderHints(timeline: Timeline): CheckItem[] {
  const items: CheckItem[] = [];
  for (const hint of ORDER_HINTS) {
    const pair = firstOutOfOrder(timeline.items, hint.first, hint.then);
    if (pair === null) continue;
    const [early, late] = pair;
    items.push({
      type: 'info',
      code: hint.code,
      title: 'Ordine consigliato',
      message: hint.text(late.serviceName, early.serviceName),
      blockIndexes: [early.blockIndex, late.blockIndex],
    });
  }
  const done = new Set<Id>();
  for (const item of timeline.items) {
    if (done.has(item.operatorId)) continue;
    done.add(item.operatorId);
    const mine = timeline.items.filter((i) => i.operatorId === item.operatorId);
    const last = mine[mine.length - 1] as TimelineItem;
    if (last.position - item.position + 1 > mine.length) {
      items.push({
        type: 'info',
        code: CHECK_CODES.operatorNotConsecutive,
        title: 'Servizi dello stesso operatore separati',
        message: `I servizi di ${item.operatorName} non sono uno dopo l'altro: valuta di raggrupparli.`,
        blockIndexes: mine.map((i) => i.blockIndex),
      });
    }
  }
  return items;
}

/** Long-day hints (SPEC.md §5): over 120 minutes ending at 12:30 or later; weekend ending at 18:00 or later. */
export function longDayHints(timeline: Timeline): CheckItem[] {
  if (timeline.items.length === 0) return [];
  const items: CheckItem[] = [];
  const all = timeline.items.map((i) => i.blockIndex);
  const endMinute = timeline.start.hour * 60 + timeline.start.minute + timeline.totalMinutes;
  const endLabel = formatMinuteOfDay(endMinute);
  if (
    timeline.totalMinutes > VISIT_THRESHOLDS.longVisitOver &&
    endMinute >= VISIT_THRESHOLDS.longVisitEndFrom
  ) {
    items.push({
      type: 'info',
      code: CHECK_CODES.longDay,
      title: 'Appuntamento lungo',
      message: `Il cliente resta ${formatDurationIt(timeline.totalMinutes)} e finisce alle ${endLabel}: considera una pausa.`,
      blockIndexes: all,
    });
  }
  if (isWeekend(timeline.start) && endMinute >= VISIT_THRESHOLDS.weekendEndFrom) {
    items.push({
      type: 'info',
      code: CHECK_CODES.weekendLate,
      title: 'Fine tardi nel weekend',
      message: `${WEEKDAY_LABELS_IT[weekdayOf(timeline.start)]} l'appuntamento finisce alle ${endLabel}: verifica l'orario di chiusura.`,
      blockIndexes: all,
    });
  }
  return items;
}

/**
 * Every confirmation check of SPEC.md §5 for a visit, errors first, then warnings, then info.
 * Only errors block creation (canCreateAppointment).
 */
export function confirmationChecks(timeline: Timeline): CheckItem[] {
  return sortCheckItems([
    ...gapChecks(timeline),
    ...operatorChecks(timeline),
    ...orderHints(timeline),
    ...longDayHints(timeline),
  ]);
}
