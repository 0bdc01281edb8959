import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { COLORE, LUCA, MARIA, SARA, TAGLIO } from '../test-support/booking.ts';
import { booking, planWorld } from '../test-support/planning.ts';
import { checkPlan } from './check-plan.ts';

const MONDAY_9 = Temporal.PlainDateTime.from('2026-03-09T09:00');

describe('checkPlan', () => {
  it('accepts colour then cut with two operators and gives the schedule', () => {
    const plan = checkPlan(
      MONDAY_9,
      [
        { serviceId: COLORE, operatorId: MARIA, executionOrder: 1 },
        { serviceId: TAGLIO, operatorId: LUCA, executionOrder: 2 },
      ],
      planWorld(),
    );
    expect(plan.valid).toBe(true);
    expect(plan.conflicts).toEqual([]);
    expect(plan.items.every((i) => i.type !== 'error')).toBe(true);
    expect(plan.schedule).toMatchObject({
      startDateTime: '2026-03-09T09:00:00',
      endDateTime: '2026-03-09T10:45:00',
      totalGapMinutes: 0,
    });
  });

  it('refuses a duplicate service, an operator who does not perform it, and a busy operator', () => {
    const plan = checkPlan(
      MONDAY_9,
      [
        { serviceId: COLORE, operatorId: MARIA, executionOrder: 1 },
        { serviceId: COLORE, operatorId: MARIA, executionOrder: 2 },
        { serviceId: TAGLIO, operatorId: SARA, executionOrder: 3 },
      ],
      planWorld({ busy: [booking(5, MARIA, '2026-03-09T09:00:00', '2026-03-09T09:30:00')] }),
    );
    expect(plan.valid).toBe(false);
    const codes = plan.items.map((i) => i.code);
    expect(codes).toEqual(
      expect.arrayContaining(['DUPLICATE_SERVICE', 'OPERATOR_CANNOT_PERFORM', 'OPERATOR_BUSY']),
    );
    expect(plan.items.find((i) => i.code === 'OPERATOR_CANNOT_PERFORM')).toMatchObject({
      title: 'Operatore non valido',
      executionOrders: [3],
    });
    // Errors first, then warnings, then information.
    const rank = { error: 0, warning: 1, info: 2 };
    const ranks = plan.items.map((i) => rank[i.type]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('refuses a service the salon does not offer', () => {
    const plan = checkPlan(
      MONDAY_9,
      [{ serviceId: 999, operatorId: MARIA, executionOrder: 1 }],
      planWorld(),
    );
    expect(plan.items[0]).toMatchObject({
      code: 'SERVICE_NOT_AVAILABLE',
      title: 'Servizio non valido',
    });
  });
});
