// Shared fixtures of the booking tests (not part of the package API).
import { Temporal } from 'temporal-polyfill';
import type { Id } from '@agendina/contract';
import { normaliseService } from '../services/catalog.ts';
import type { Operator, Service } from '../services/catalog.ts';
import type { ClientServiceDuration, ServiceBlock } from '../booking/blocks.ts';
import { buildTimeline } from '../booking/timeline.ts';
import type { Timeline } from '../booking/timeline.ts';

export const COLORE = 1;
export const SHAMPOO = 2;
export const TAGLIO = 3;
export const PIEGA = 4;
export const TRATTAMENTO = 5;
export const MANICURE = 6;
export const VECCHIO = 7;

export const SERVICES: Service[] = [
  { id: COLORE, name: 'Colore', durationMin: 60, priority: 1 },
  { id: SHAMPOO, name: 'Shampoo', durationMin: 15, priority: 2 },
  { id: TAGLIO, name: 'Taglio donna', durationMin: 45, priority: 3 },
  { id: PIEGA, name: 'Piega', durationMin: 30, priority: 4 },
  { id: TRATTAMENTO, name: 'Trattamento cheratina', durationMin: 40, priority: 5 },
  { id: MANICURE, name: 'Manicure', durationMin: 30 },
  { id: VECCHIO, name: 'Servizio dismesso', durationMin: 30, active: false },
].map(normaliseService);

export const MARIA = 1;
export const LUCA = 2;
export const SARA = 3;

export const OPERATORS: Operator[] = [
  {
    id: MARIA,
    name: 'Maria',
    services: [COLORE, SHAMPOO, TAGLIO, PIEGA, TRATTAMENTO, MANICURE, VECCHIO].map((id) => ({
      id,
      isActive: true,
    })),
  },
  {
    id: LUCA,
    name: 'Luca',
    services: [{ id: SHAMPOO }, { id: TAGLIO }, { id: PIEGA }, { id: COLORE, isActive: false }],
  },
  { id: SARA, name: 'Sara', services: [{ id: MANICURE }, { id: SHAMPOO }, { id: TRATTAMENTO }] },
];

/** A complete block; `order` defaults to its place when built with `blocks`. */
export function block(
  serviceId: Id | null,
  operatorId: Id | null,
  extra: Partial<ServiceBlock> = {},
): ServiceBlock {
  return {
    serviceId,
    operatorId,
    duration: 0,
    isCustomDuration: false,
    order: 0,
    notes: '',
    ...extra,
  };
}

/** Blocks numbered in the order given (unless they carry their own order). */
export function blocks(...list: ServiceBlock[]): ServiceBlock[] {
  return list.map((b, i) => (b.order === 0 ? { ...b, order: i + 1 } : b));
}

/** The timeline of a visit starting at `start` (local ISO). */
export function visit(
  start: string,
  list: ServiceBlock[],
  customDurations: ClientServiceDuration[] = [],
): Timeline {
  return buildTimeline({
    start: Temporal.PlainDateTime.from(start),
    blocks: blocks(...list),
    services: SERVICES,
    operators: OPERATORS,
    customDurations,
  });
}
