import type { Id } from '@agendina/contract';
import { DEFAULT_APPOINTMENT_MINUTES } from '../common/minutes.ts';
import { findById } from '../services/catalog.ts';
import type { Service } from '../services/catalog.ts';

/**
 * A service block of the wizard (SPEC.md §3), plus the two scheduling fields of the
 * multi-operator payload: requiredGapBefore (minutes after the previous block) and
 * canRunInParallel (starts with the previous block, for another operator).
 */
export interface ServiceBlock {
  readonly serviceId: Id | null;
  readonly operatorId: Id | null;
  /** Minutes; authoritative only when isCustomDuration (otherwise the catalog decides). */
  readonly duration: number;
  readonly isCustomDuration: boolean;
  readonly order: number;
  readonly notes: string;
  readonly requiredGapBefore?: number;
  readonly canRunInParallel?: boolean;
}

/** A client's own duration for a service (SPEC.md §3). */
export interface ClientServiceDuration {
  readonly serviceId: Id;
  readonly customDurationMinutes: number;
}

/** The blocks with their array index, in execution order: by `order`, then by place in the array. */
export function blocksInOrder(
  blocks: readonly ServiceBlock[],
): { block: ServiceBlock; index: number }[] {
  return blocks
    .map((block, index) => ({ block, index }))
    .sort((a, b) => a.block.order - b.block.order || a.index - b.index);
}

/** A new, empty block at the given order. */
export function emptyBlock(order: number): ServiceBlock {
  return {
    serviceId: null,
    operatorId: null,
    duration: 0,
    isCustomDuration: false,
    order,
    notes: '',
  };
}

/** The duration of a service for a client: their custom duration when they have one, else the service's. */
export function durationFor(
  serviceId: Id,
  services: readonly Service[],
  customDurations: readonly ClientServiceDuration[] = [],
): { duration: number; isCustomDuration: boolean } {
  const custom = customDurations.find(
    (c) =>
      c.serviceId === serviceId &&
      Number.isFinite(c.customDurationMinutes) &&
      c.customDurationMinutes > 0,
  );
  if (custom) return { duration: Math.round(custom.customDurationMinutes), isCustomDuration: true };
  return {
    duration: findById(services, serviceId)?.durationMinutes ?? DEFAULT_APPOINTMENT_MINUTES,
    isCustomDuration: false,
  };
}

/**
 * The minutes a block takes: its own duration when marked custom (a client duration or an edit
 * in the wizard), else the client's custom duration, else the service's duration.
 */
export function blockDuration(
  block: ServiceBlock,
  services: readonly Service[],
  customDurations: readonly ClientServiceDuration[] = [],
): { duration: number; isCustomDuration: boolean } {
  if (block.isCustomDuration && Number.isFinite(block.duration) && block.duration > 0)
    return { duration: Math.round(block.duration), isCustomDuration: true };
  if (block.serviceId === null)
    return { duration: DEFAULT_APPOINTMENT_MINUTES, isCustomDuration: false };
  return durationFor(block.serviceId, services, customDurations);
}

/** The block with a service chosen: its duration follows the client's custom duration or the service. */
export function withService(
  block: ServiceBlock,
  serviceId: Id | null,
  services: readonly Service[],
  customDurations: readonly ClientServiceDuration[] = [],
): ServiceBlock {
  if (serviceId === null)
    return { ...block, serviceId: null, duration: 0, isCustomDuration: false };
  return { ...block, serviceId, ...durationFor(serviceId, services, customDurations) };
}
