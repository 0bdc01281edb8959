import { sameId } from '../common/ids.ts';
import { formatMinuteOfDay } from '../common/minutes.ts';
import { formatDurationIt } from '../calendar/format.ts';
import { isWeekend, WEEKDAY_LABELS_IT, weekdayOf } from '../hours/weekday.ts';
import type { ServiceCategory } from '../services/category.ts';
import { CHECK_CODES, sortCheckItems } from './check-item.ts';
import type { CheckItem } from './check-item.ts';
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
  const byOperator = new Map<string, TimelineItem[]>();
  for (const item of timeline.items) {
    const key = String(item.operatorId);
    byOperator.set(key, [...(byOperator.get(key) ?? []), item]);
  }
  for (const list of byOperator.values()) {
    const sorted = [...list].sort((a, b) => a.startOffset - b.startOffset || a.position - b.position);
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
            message: `${a.operatorName} ha ${between === 0 ? 'nessuna pausa' : `solo ${between} min`} tra ${a.serviceName} e ${b.serviceName}.`,
            blockIndexes: [a.blockIndex, b.blockIndex],
          });
        }
      }
    }
  }
  return items;
}

function firstOutOfOrder(items: readonly TimelineItem[], before: ServiceCategory, after: ServiceCategory): [TimelineItem, TimelineItem] | null {
  for (const late of items) {
    if (late.category !== before) continue;
    const early = items.find((i) => i.category === after && i.position < late.position);
    if (early) return [early, late];
  }
  return null;
}

/** Order hints (SPEC.md §5): colour before cut, shampoo before styling, one operator's services together. */
export function orderHints(timeline: Timeline): CheckItem[] {
  const items: CheckItem[] = [];
  const cut = firstOutOfOrder(timeline.items, 'COLORE', 'TAGLIO');
  if (cut) {
    items.push({
      type: 'info',
      code: CHECK_CODES.orderColorBeforeCut,
      title: 'Ordine consigliato',
      message: `Di solito il colore (${cut[1].serviceName}) si fa prima del taglio (${cut[0].serviceName}).`,
      blockIndexes: [cut[0].blockIndex, cut[1].blockIndex],
    });
  }
  const wash = firstOutOfOrder(timeline.items, 'SHAMPOO', 'PIEGA');
  if (wash) {
    items.push({
      type: 'info',
      code: CHECK_CODES.orderShampooBeforeStyling,
      title: 'Ordine consigliato',
      message: `Di solito lo shampoo (${wash[1].serviceName}) si fa prima della piega (${wash[0].serviceName}).`,
      blockIndexes: [wash[0].blockIndex, wash[1].blockIndex],
    });
  }
  const done = new Set<string>();
  for (const item of timeline.items) {
    const key = String(item.operatorId);
    if (done.has(key)) continue;
    done.add(key);
    const mine = timeline.items.filter((i) => sameId(i.operatorId, item.operatorId));
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
  if (timeline.totalMinutes > VISIT_THRESHOLDS.longVisitOver && endMinute >= VISIT_THRESHOLDS.longVisitEndFrom) {
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
  return sortCheckItems([...gapChecks(timeline), ...operatorChecks(timeline), ...orderHints(timeline), ...longDayHints(timeline)]);
}
