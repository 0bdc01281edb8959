import { describe, expect, it } from 'vitest';
import {
  COLORE,
  LUCA,
  MANICURE,
  MARIA,
  PIEGA,
  SARA,
  SHAMPOO,
  TAGLIO,
  TRATTAMENTO,
  block,
  visit,
} from '../test-support/booking.ts';
import { canCreateAppointment } from './check-item.ts';
import type { CheckItem } from './check-item.ts';
import { confirmationChecks, longDayHints, operatorChecks, orderHints } from './checks.ts';

const codes = (items: CheckItem[]): string[] => items.map((i) => `${i.type}:${i.code}`);

describe('operatorChecks', () => {
  it("flags overlapping services of one operator as 'Conflitto operatore' (error)", () => {
    const t = visit('2026-11-16T09:00', [
      block(COLORE, MARIA),
      block(PIEGA, MARIA, { canRunInParallel: true }),
    ]);
    const items = operatorChecks(t);
    expect(items).toEqual([
      {
        type: 'error',
        code: 'OPERATOR_CONFLICT',
        title: 'Conflitto operatore',
        message: 'Maria è impegnato in Colore e Piega nello stesso momento.',
        blockIndexes: [0, 1],
      },
    ]);
  });

  it('flags an overlap of a single minute, not two operators side by side', () => {
    const oneMinute = visit('2026-11-16T09:00', [
      block(COLORE, MARIA),
      block(PIEGA, MARIA, { canRunInParallel: true, requiredGapBefore: 59 }),
    ]);
    expect(codes(operatorChecks(oneMinute))).toEqual(['error:OPERATOR_CONFLICT']);
    const twoOperators = visit('2026-11-16T09:00', [
      block(COLORE, MARIA),
      block(MANICURE, SARA, { canRunInParallel: true }),
    ]);
    expect(operatorChecks(twoOperators)).toEqual([]);
  });

  it('finds overlaps between non-adjacent services too', () => {
    const t = visit('2026-11-16T09:00', [
      block(COLORE, MARIA),
      block(SHAMPOO, MARIA, { canRunInParallel: true, requiredGapBefore: 5 }),
      block(PIEGA, MARIA, { canRunInParallel: true, requiredGapBefore: 25 }),
    ]);
    // Colore 0-60 overlaps Shampoo 5-20 and Piega 30-60; Shampoo and Piega are 10 minutes apart.
    expect(codes(operatorChecks(t))).toEqual([
      'error:OPERATOR_CONFLICT',
      'error:OPERATOR_CONFLICT',
    ]);
    expect(operatorChecks(t)[1]?.blockIndexes).toEqual([0, 2]);
  });

  it('warns under 5 minutes between two services of one operator (0 and 4 warn, 5 does not)', () => {
    const at = (gap: number): CheckItem[] =>
      operatorChecks(
        visit('2026-11-16T09:00', [
          block(COLORE, MARIA),
          block(PIEGA, MARIA, { requiredGapBefore: gap }),
        ]),
      );
    expect(at(0)).toEqual([
      {
        type: 'warning',
        code: 'OPERATOR_TIGHT',
        title: "Tempi stretti per l'operatore",
        message: 'Maria non ha pause tra Colore e Piega.',
        blockIndexes: [0, 1],
      },
    ]);
    expect(at(4)[0]?.message).toBe('Maria ha solo 4 min tra Colore e Piega.');
    expect(at(5)).toEqual([]);
  });
});

describe('orderHints', () => {
  it('hints colour before cut', () => {
    const items = orderHints(
      visit('2026-11-16T09:00', [block(TAGLIO, LUCA), block(COLORE, MARIA)]),
    );
    expect(items).toEqual([
      {
        type: 'info',
        code: 'ORDER_COLOR_BEFORE_CUT',
        title: 'Ordine consigliato',
        message: 'Di solito il colore (Colore) si fa prima del taglio (Taglio donna).',
        blockIndexes: [0, 1],
      },
    ]);
    expect(
      orderHints(visit('2026-11-16T09:00', [block(COLORE, MARIA), block(TAGLIO, LUCA)])),
    ).toEqual([]);
  });

  it('hints shampoo before styling', () => {
    const items = orderHints(visit('2026-11-16T09:00', [block(PIEGA, LUCA), block(SHAMPOO, SARA)]));
    expect(codes(items)).toEqual(['info:ORDER_SHAMPOO_BEFORE_STYLING']);
    expect(items[0]?.message).toBe(
      'Di solito lo shampoo (Shampoo) si fa prima della piega (Piega).',
    );
    expect(
      orderHints(visit('2026-11-16T09:00', [block(SHAMPOO, SARA), block(PIEGA, LUCA)])),
    ).toEqual([]);
  });

  it('hints when one operator’s services are not consecutive', () => {
    const items = orderHints(
      visit('2026-11-16T09:00', [
        block(TRATTAMENTO, MARIA),
        block(SHAMPOO, LUCA),
        block(MANICURE, MARIA),
      ]),
    );
    expect(items).toEqual([
      {
        type: 'info',
        code: 'OPERATOR_NOT_CONSECUTIVE',
        title: 'Servizi dello stesso operatore separati',
        message: "I servizi di Maria non sono uno dopo l'altro: valuta di raggrupparli.",
        blockIndexes: [0, 2],
      },
    ]);
    expect(
      orderHints(
        visit('2026-11-16T09:00', [
          block(TRATTAMENTO, MARIA),
          block(MANICURE, MARIA),
          block(SHAMPOO, LUCA),
        ]),
      ),
    ).toEqual([]);
  });
});

describe('longDayHints', () => {
  // Colore 60 + Shampoo 15 + Taglio 45 = 120 minutes; a 1-minute gap makes 121.
  const long = (start: string, extra: number): CheckItem[] =>
    longDayHints(
      visit(start, [
        block(COLORE, MARIA),
        block(SHAMPOO, LUCA),
        block(TAGLIO, MARIA, { requiredGapBefore: extra }),
      ]),
    );

  it('hints a visit over 120 minutes ending at 12:30 or later', () => {
    expect(codes(long('2026-11-16T10:29', 1))).toEqual(['info:LONG_DAY']); // 121 min, ends 12:30
    expect(long('2026-11-16T10:29', 1)[0]?.message).toBe(
      'Il cliente resta 2 h 1 min e finisce alle 12:30: considera una pausa.',
    );
    expect(long('2026-11-16T10:28', 1)).toEqual([]); // ends 12:29
    expect(long('2026-11-16T10:30', 0)).toEqual([]); // 120 min, ends 12:30
    expect(codes(long('2026-11-16T15:00', 1))).toEqual(['info:LONG_DAY']);
  });

  it('hints a Saturday or Sunday visit ending at 18:00 or later', () => {
    const at = (start: string): string[] =>
      codes(longDayHints(visit(start, [block(PIEGA, MARIA)]))); // 30 min
    expect(at('2026-11-21T17:30')).toEqual(['info:WEEKEND_LATE']); // Saturday, ends 18:00
    expect(longDayHints(visit('2026-11-21T17:30', [block(PIEGA, MARIA)]))[0]?.message).toBe(
      "Sabato l'appuntamento finisce alle 18:00: verifica l'orario di chiusura.",
    );
    expect(at('2026-11-21T17:29')).toEqual([]); // ends 17:59
    expect(at('2026-11-22T17:30')).toEqual(['info:WEEKEND_LATE']); // Sunday
    expect(at('2026-11-20T17:30')).toEqual([]); // Friday
    expect(at('2026-11-23T19:00')).toEqual([]); // Monday
  });

  it('says nothing about an empty visit', () => {
    expect(longDayHints(visit('2026-11-21T19:00', []))).toEqual([]);
  });
});

describe('confirmationChecks', () => {
  it('gathers every check, errors first, and only errors block creation', () => {
    const t = visit('2026-11-21T16:00', [
      block(TAGLIO, LUCA),
      block(COLORE, MARIA, { requiredGapBefore: 30 }),
      block(PIEGA, MARIA, { requiredGapBefore: 95 }),
      block(SHAMPOO, MARIA, { canRunInParallel: true }),
    ]);
    // Taglio 16:00-16:45, Colore 17:15-18:15, Piega 19:50-20:20 with Shampoo beside it (Maria twice at once).
    const items = confirmationChecks(t);
    expect(codes(items)).toEqual([
      'error:GAP_AFTER_COLOR_CRITICAL',
      'error:OPERATOR_CONFLICT',
      'info:GAP_INFO',
      'info:ORDER_COLOR_BEFORE_CUT',
      'info:ORDER_SHAMPOO_BEFORE_STYLING',
      'info:LONG_DAY',
      'info:WEEKEND_LATE',
    ]);
    expect(canCreateAppointment(items)).toBe(false);
  });

  it('lets a clean visit be created', () => {
    const items = confirmationChecks(
      visit('2026-11-16T09:00', [
        block(COLORE, MARIA),
        block(SHAMPOO, LUCA),
        block(MANICURE, SARA),
      ]),
    );
    expect(items).toEqual([]);
    expect(canCreateAppointment(items)).toBe(true);
  });
});
