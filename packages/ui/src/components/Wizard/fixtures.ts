// Story data for the wizard: real timelines and checks from @agendina/scheduling.
import type { Temporal } from 'temporal-polyfill';
import {
  buildTimeline,
  confirmationChecks,
  normaliseService,
  toPlainDateTime,
  type Operator,
  type ServiceBlock,
} from '@agendina/scheduling';

export const wizardServices = [
  normaliseService({ id: 1, name: 'Colore', durationMinutes: 60, priority: 1, active: true }),
  normaliseService({ id: 2, name: 'Shampoo', durationMinutes: 15, priority: 2, active: true }),
  normaliseService({ id: 3, name: 'Taglio donna', durationMinutes: 45, priority: 3, active: true }),
  normaliseService({ id: 4, name: 'Piega', durationMinutes: 30, priority: 4, active: true }),
];

export const wizardOperators: Operator[] = [
  { id: 1, name: 'Giulia', services: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] },
  { id: 2, name: 'Marco', services: [{ id: 2 }, { id: 3 }, { id: 4 }] },
];

export const wizardStart = toPlainDateTime('2026-03-11T09:30') as Temporal.PlainDateTime;

const block = (
  order: number,
  serviceId: number,
  operatorId: number,
  duration: number,
  gap = 0,
): ServiceBlock => ({
  serviceId,
  operatorId,
  duration,
  isCustomDuration: false,
  order,
  notes: '',
  requiredGapBefore: gap,
});

/** Colour, a long wait, shampoo, cut: produces an error, warnings and info. */
export const blocksWithIssues = [
  block(0, 1, 1, 60),
  block(1, 2, 2, 15, 95),
  block(2, 3, 2, 45, 15),
];
/** Shampoo, cut, styling back to back: no error. */
export const cleanBlocks = [block(0, 2, 2, 15), block(1, 3, 1, 45), block(2, 4, 1, 30)];

export function demoTimeline(blocks: readonly ServiceBlock[]) {
  const timeline = buildTimeline({
    start: wizardStart,
    blocks,
    services: wizardServices,
    operators: wizardOperators,
  });
  return { timeline, checks: confirmationChecks(timeline) };
}
