import type { ServiceCategory } from '../services/category.ts';
import { formatDurationIt } from '../calendar/format.ts';
import { CHECK_CODES } from './check-item.ts';
import type { CheckCode, CheckItem, CheckType } from './check-item.ts';
import type { Timeline, TimelineItem } from './timeline.ts';

/** Gap thresholds of SPEC.md §5 and §9, in minutes. */
export const GAP_THRESHOLDS = {
  /** Any gap over 90: critical. */
  criticalOver: 90,
  /** After a colour service: over 60 critical, over 20 warning. */
  afterColorCriticalOver: 60,
  afterColorWarningOver: 20,
  /** Before a cut: over 20 warning. */
  beforeCutWarningOver: 20,
  /** After shampoo: over 10 warning. */
  afterShampooWarningOver: 10,
  /** Any gap over 60: warning. */
  longWarningOver: 60,
  /** Any gap of 15 or more: info. */
  infoFrom: 15,
} as const;

/** A wait of the client between two services. */
export interface GapContext {
  readonly gap: number;
  readonly prev: TimelineItem;
  readonly next: TimelineItem;
}

/** One gap rule: when it applies, and the line it writes. */
export interface GapRule {
  readonly code: CheckCode;
  readonly type: CheckType;
  readonly title: string;
  /** Only after a service of this category (any when absent). */
  readonly after?: ServiceCategory;
  /** Only before a service of this category (any when absent). */
  readonly before?: ServiceCategory;
  /** Gaps strictly over `over` minutes, or of at least `from` minutes. */
  readonly limit: { readonly over: number } | { readonly from: number };
  /** The end of the message, after "N min tra A e B". */
  readonly advice: string;
}

const T = GAP_THRESHOLDS;

/**
 * The gap rules in precedence order. One gap yields one line: the first rule that applies.
 * Errors come before warnings, warnings before info; within a severity the rule about the
 * services involved comes before the generic one, because it says more. So a 95-minute gap
 * after a colour is one error (GAP_AFTER_COLOR_CRITICAL), not an error, a warning and an info.
 */
export const GAP_RULES: readonly GapRule[] = [
  {
    code: CHECK_CODES.gapAfterColorCritical,
    type: 'error',
    title: 'Attesa critica dopo il colore',
    after: 'COLORE',
    limit: { over: T.afterColorCriticalOver },
    advice: `: dopo un colore l'attesa non può superare ${T.afterColorCriticalOver} min.`,
  },
  {
    code: CHECK_CODES.gapCritical,
    type: 'error',
    title: 'Attesa troppo lunga',
    limit: { over: T.criticalOver },
    advice: `: un'attesa oltre ${T.criticalOver} min non è accettabile.`,
  },
  {
    code: CHECK_CODES.gapAfterColor,
    type: 'warning',
    title: 'Attesa dopo il colore',
    after: 'COLORE',
    limit: { over: T.afterColorWarningOver },
    advice: `: dopo un colore è meglio non superare ${T.afterColorWarningOver} min.`,
  },
  {
    code: CHECK_CODES.gapBeforeCut,
    type: 'warning',
    title: 'Attesa prima del taglio',
    before: 'TAGLIO',
    limit: { over: T.beforeCutWarningOver },
    advice: `: prima di un taglio è meglio non superare ${T.beforeCutWarningOver} min.`,
  },
  {
    code: CHECK_CODES.gapAfterShampoo,
    type: 'warning',
    title: 'Attesa dopo lo shampoo',
    after: 'SHAMPOO',
    limit: { over: T.afterShampooWarningOver },
    advice: `: dopo lo shampoo è meglio non superare ${T.afterShampooWarningOver} min.`,
  },
  {
    code: CHECK_CODES.gapLong,
    type: 'warning',
    title: 'Attesa lunga',
    limit: { over: T.longWarningOver },
    advice: `: il cliente aspetta più di ${T.longWarningOver} min.`,
  },
  {
    code: CHECK_CODES.gapInfo,
    type: 'info',
    title: 'Pausa tra i servizi',
    limit: { from: T.infoFrom },
    advice: ' di pausa per il cliente.',
  },
];

/** True when the rule applies to a gap of `gap` minutes from a `prev` service to a `next` one. */
export function ruleApplies(
  rule: GapRule,
  gap: number,
  prev: ServiceCategory,
  next: ServiceCategory,
): boolean {
  if (rule.after !== undefined && rule.after !== prev) return false;
  if (rule.before !== undefined && rule.before !== next) return false;
  return 'over' in rule.limit ? gap > rule.limit.over : gap >= rule.limit.from;
}

/** The rule that decides a gap between a service of `prev` and one of `next`, or null when none applies. */
export function classifyGap(
  gap: number,
  prev: ServiceCategory,
  next: ServiceCategory,
): GapRule | null {
  return GAP_RULES.find((rule) => ruleApplies(rule, gap, prev, next)) ?? null;
}

/** The limits a gap between a `prev` and a `next` service is judged by (strictly over them). */
export interface GapLimits {
  readonly warningAbove: number;
  readonly criticalAbove: number;
}

/**
 * The warning and critical limits for a gap between services of these categories, read from
 * GAP_RULES (the lowest limit of the rules that apply), so the figures the server documents
 * (GET calculate-gap) are the ones classifyGap judges by.
 */
export function gapLimits(prev: ServiceCategory, next: ServiceCategory): GapLimits {
  const lowest = (type: CheckType) =>
    Math.min(
      ...GAP_RULES.flatMap((rule) =>
        rule.type === type &&
        'over' in rule.limit &&
        (rule.after === undefined || rule.after === prev) &&
        (rule.before === undefined || rule.before === next)
          ? [rule.limit.over]
          : [],
      ),
    );
  return { warningAbove: lowest('warning'), criticalAbove: lowest('error') };
}

/**
 * The client's waits of a visit: before each service (in execution order), the time since
 * everything before it had ended. The previous service is the one that ended last.
 */
export function clientGaps(timeline: Timeline): GapContext[] {
  const gaps: GapContext[] = [];
  let last: TimelineItem | null = null;
  for (const item of timeline.items) {
    if (last !== null && item.startOffset > last.endOffset)
      gaps.push({ gap: item.startOffset - last.endOffset, prev: last, next: item });
    if (last === null || item.endOffset >= last.endOffset) last = item;
  }
  return gaps;
}

/** One check line per gap that a rule applies to (SPEC.md §5). */
export function gapChecks(timeline: Timeline): CheckItem[] {
  const items: CheckItem[] = [];
  for (const context of clientGaps(timeline)) {
    const rule = classifyGap(context.gap, context.prev.category, context.next.category);
    if (rule === null) continue;
    items.push({
      type: rule.type,
      code: rule.code,
      title: rule.title,
      message: `${formatDurationIt(context.gap)} tra ${context.prev.serviceName} e ${context.next.serviceName}${rule.advice}`,
      blockIndexes: [context.prev.blockIndex, context.next.blockIndex],
    });
  }
  return items;
}
