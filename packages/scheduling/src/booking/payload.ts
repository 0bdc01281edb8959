import type { Id, MultiOperatorCreateRequest } from '@agendina/contract';
import { MANUAL_SOURCE } from '../appointments/source.ts';
import { toLocalIso } from '../common/wall-clock.ts';
import type { Timeline } from './timeline.ts';

/** The body of POST /appointments/multi-operator (SPEC.md §3): the contract's own type. */
export type MultiOperatorPayload = MultiOperatorCreateRequest;
export type MultiOperatorBlockPayload = MultiOperatorPayload['serviceBlocks'][number];

/** SPEC.md §8: creating without a client id raises this. */
export const MISSING_CLIENT_ID = 'Client ID non disponibile';

/**
 * The create payload of a visit, from its timeline: blocks in execution order; manual creation
 * sets source MANUAL (SPEC.md §4). Fails with 'Client ID non disponibile' without a client id.
 */
export function multiOperatorPayload(
  clientId: Id | null | undefined,
  timeline: Timeline,
  notes = '',
): { ok: true; payload: MultiOperatorPayload } | { ok: false; error: string } {
  if (clientId === null || clientId === undefined) return { ok: false, error: MISSING_CLIENT_ID };
  return {
    ok: true,
    payload: {
      clientId,
      serviceBlocks: timeline.items.map((item) => ({
        serviceId: item.serviceId,
        operatorId: item.operatorId,
        customDurationMinutes: item.isCustomDuration ? item.duration : null,
        executionOrder: item.position + 1,
        requiredGapBefore: item.requiredGapBefore,
        blockNotes: item.notes,
        canRunInParallel: item.parallel,
      })),
      startDateTime: toLocalIso(timeline.start),
      notes,
      source: MANUAL_SOURCE,
    },
  };
}
