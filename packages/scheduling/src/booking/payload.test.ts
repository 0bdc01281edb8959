import { describe, expect, it } from 'vitest';
import {
  COLORE,
  LUCA,
  MARIA,
  PIEGA,
  SARA,
  SHAMPOO,
  block,
  visit,
} from '../test-support/booking.ts';
import { multiOperatorPayload } from './payload.ts';

describe('multiOperatorPayload', () => {
  const t = visit(
    '2026-11-16T09:00',
    [
      block(PIEGA, LUCA, { order: 3, notes: 'morbida' }),
      block(COLORE, MARIA, { order: 1 }),
      block(SHAMPOO, SARA, { order: 2, requiredGapBefore: 10, canRunInParallel: true }),
    ],
    [{ serviceId: COLORE, customDurationMinutes: 70 }],
  );

  it('builds POST /appointments/multi-operator from the timeline, source MANUAL', () => {
    expect(multiOperatorPayload(12, t, 'Prima visita')).toEqual({
      ok: true,
      payload: {
        clientId: 12,
        startDateTime: '2026-11-16T09:00:00',
        notes: 'Prima visita',
        source: 'MANUAL',
        serviceBlocks: [
          {
            serviceId: COLORE,
            operatorId: MARIA,
            customDurationMinutes: 70,
            executionOrder: 1,
            requiredGapBefore: 0,
            blockNotes: '',
            canRunInParallel: false,
          },
          {
            serviceId: SHAMPOO,
            operatorId: SARA,
            customDurationMinutes: null,
            executionOrder: 2,
            requiredGapBefore: 10,
            blockNotes: '',
            canRunInParallel: true,
          },
          {
            serviceId: PIEGA,
            operatorId: LUCA,
            customDurationMinutes: null,
            executionOrder: 3,
            requiredGapBefore: 0,
            blockNotes: 'morbida',
            canRunInParallel: false,
          },
        ],
      },
    });
  });

  it("fails with 'Client ID non disponibile' without a client", () => {
    expect(multiOperatorPayload(null, t)).toEqual({
      ok: false,
      error: 'Client ID non disponibile',
    });
    expect(multiOperatorPayload(undefined, t)).toEqual({
      ok: false,
      error: 'Client ID non disponibile',
    });
    expect(multiOperatorPayload(1, t).ok).toBe(true);
  });
});
