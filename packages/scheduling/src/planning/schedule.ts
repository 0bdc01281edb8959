import { toLocalIso } from '../common/wall-clock.ts';
import type { ServiceBlock } from '../booking/blocks.ts';
import type { CheckItem, CheckType } from '../booking/check-item.ts';
import type { Timeline } from '../booking/timeline.ts';
import type { ServiceCategory } from '../services/category.ts';

/** A check as the API sends it (the contract's ValidationItem). */
export interface ValidationItem {
  type: CheckType;
  code: string;
  title: string;
  message: string;
  /** The executionOrder of the blocks it concerns (at most 10). */
  executionOrders: number[];
}

/** One placed service of a schedule (the contract's ScheduledBlock). */
export interface ScheduledBlock {
  executionOrder: number;
  serviceId: number;
  serviceName: string;
  category: ServiceCategory;
  operatorId: number;
  operatorName: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  isCustomDuration: boolean;
  gapBeforeMinutes: number;
}

/** A placed visit (the contract's ScheduleOption); searches add a score and their reasons. */
export interface ScheduleOption {
  startDateTime: string;
  endDateTime: string;
  totalDurationMinutes: number;
  totalGapMinutes: number;
  blocks: ScheduledBlock[];
  items?: ValidationItem[];
  score?: number;
  reasons?: string[];
}

/** A wizard block as the multi-operator payload sends it (defaults not applied). */
export interface BlockPayload {
  serviceId: number;
  operatorId: number;
  executionOrder: number;
  customDurationMinutes?: number | null;
  blockNotes?: string;
  requiredGapBefore?: number;
  canRunInParallel?: boolean;
}

/** The payload's blocks in the form of the wizard rules (defaults applied). */
export function blocksFromPayload(blocks: readonly BlockPayload[]): ServiceBlock[] {
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

/** A wizard check as the API sends it: block indexes become their executionOrder. */
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

/** The ScheduleOption of a timeline: each block with the wait before it, and the total wait. */
export function scheduleOf(
  timeline: Timeline,
  blocks: readonly ServiceBlock[],
  items: ValidationItem[] = [],
): ScheduleOption {
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
      startTime: toLocalIso(item.start),
      endTime: toLocalIso(item.end),
      durationMinutes: item.duration,
      isCustomDuration: item.isCustomDuration,
      gapBeforeMinutes: gap,
    };
  });
  return {
    startDateTime: toLocalIso(timeline.start),
    endDateTime: toLocalIso(timeline.end),
    totalDurationMinutes: Math.max(1, timeline.totalMinutes),
    totalGapMinutes: scheduled.reduce((sum, b) => sum + b.gapBeforeMinutes, 0),
    blocks: scheduled,
    items,
  };
}
