import { describe, expect, it } from 'vitest';
import { block, COLORE, MARIA, LUCA, TAGLIO, visit } from '../test-support/booking.ts';
import { blocksFromPayload, scheduleOf, toValidationItem } from './schedule.ts';

describe('blocksFromPayload', () => {
  it('applies the defaults of the payload', () => {
    expect(
      blocksFromPayload([
        { serviceId: 1, operatorId: 2, executionOrder: 1 },
        {
          serviceId: 3,
          operatorId: 2,
          executionOrder: 2,
          customDurationMinutes: 50,
          blockNotes: 'Frangia',
          requiredGapBefore: 10,
          canRunInParallel: true,
        },
      ]),
    ).toEqual([
      {
        serviceId: 1,
        operatorId: 2,
        duration: 0,
        isCustomDuration: false,
        order: 1,
        notes: '',
        requiredGapBefore: 0,
        canRunInParallel: false,
      },
      {
        serviceId: 3,
        operatorId: 2,
        duration: 50,
        isCustomDuration: true,
        order: 2,
        notes: 'Frangia',
        requiredGapBefore: 10,
        canRunInParallel: true,
      },
    ]);
  });
});

describe('toValidationItem', () => {
  it('turns block indexes into their execution order, once each, at most 10', () => {
    const blocks = [block(COLORE, MARIA, { order: 3 }), block(TAGLIO, LUCA, { order: 7 })];
    const item = {
      type: 'warning' as const,
      code: 'GAP_LONG' as const,
      title: 'Attesa lunga',
      message: 'Attesa di 40 minuti',
      blockIndexes: [1, 0, 1, 5],
    };
    expect(toValidationItem(item, blocks)).toEqual({
      type: 'warning',
      code: 'GAP_LONG',
      title: 'Attesa lunga',
      message: 'Attesa di 40 minuti',
      executionOrders: [7, 3, 6],
    });
    const many = { ...item, blockIndexes: Array.from({ length: 15 }, (_v, i) => i) };
    expect(toValidationItem(many, [])).toHaveProperty('executionOrders.length', 10);
  });
});

describe('scheduleOf', () => {
  it('lists the placed blocks with the wait before each and the total wait', () => {
    const list = [block(COLORE, MARIA), block(TAGLIO, LUCA, { requiredGapBefore: 20 })];
    const timeline = visit('2026-03-09T09:00', list);
    const schedule = scheduleOf(timeline, [
      { ...list[0], order: 1 } as (typeof list)[number],
      { ...list[1], order: 2 } as (typeof list)[number],
    ]);
    expect(schedule).toMatchObject({
      startDateTime: '2026-03-09T09:00:00',
      endDateTime: '2026-03-09T11:05:00',
      totalDurationMinutes: 125,
      totalGapMinutes: 20,
      items: [],
    });
    expect(schedule.blocks.map((b) => [b.executionOrder, b.operatorName, b.startTime])).toEqual([
      [1, 'Maria', '2026-03-09T09:00:00'],
      [2, 'Luca', '2026-03-09T10:20:00'],
    ]);
    expect(schedule.blocks[1]).toMatchObject({
      serviceId: TAGLIO,
      serviceName: 'Taglio donna',
      category: 'TAGLIO',
      durationMinutes: 45,
      isCustomDuration: false,
      gapBeforeMinutes: 20,
    });
  });
});
