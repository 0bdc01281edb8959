import { describe, expect, it } from 'vitest';
import {
  block,
  blocks,
  COLORE,
  LUCA,
  MARIA,
  PIEGA,
  TAGLIO,
  visit,
} from '../test-support/booking.ts';
import { AVAILABLE, booking, planWorld } from '../test-support/planning.ts';
import { CONFLICT_TITLES } from './conflict-titles.ts';
import { conflictItem, findConflicts } from './conflicts.ts';

const types = (start: string, list: ReturnType<typeof block>[], world = planWorld()) =>
  findConflicts(visit(start, list), blocks(...list), world).map((c) => c.type);

describe('findConflicts', () => {
  it('finds nothing for a free operator inside the hours', () => {
    expect(types('2026-03-09T09:00', [block(COLORE, MARIA), block(TAGLIO, MARIA)])).toEqual([]);
  });

  it('an operator already booked, with the booking and the message of SPEC.md §7', () => {
    const world = planWorld({
      busy: [booking(41, MARIA, '2026-03-09T09:30:00', '2026-03-09T10:30:00')],
    });
    const list = [block(COLORE, MARIA)];
    expect(findConflicts(visit('2026-03-09T09:00', list), blocks(...list), world)).toEqual([
      {
        type: 'OPERATOR_BUSY',
        executionOrder: 1,
        operatorId: MARIA,
        startTime: '2026-03-09T09:00:00',
        endTime: '2026-03-09T10:00:00',
        conflictingAppointmentId: 41,
        message: 'Operator already has an appointment at this time',
      },
    ]);
  });

  it('the client already booked elsewhere', () => {
    const world = planWorld({
      clientBusy: [booking(42, LUCA, '2026-03-09T09:45:00', '2026-03-09T10:15:00')],
    });
    const [c] = findConflicts(
      visit('2026-03-09T09:00', [block(COLORE, MARIA)]),
      blocks(block(COLORE, MARIA)),
      world,
    );
    expect(c).toMatchObject({
      type: 'CLIENT_BUSY',
      conflictingAppointmentId: 42,
      message: 'Il cliente ha già un appuntamento (Colore) in questo orario',
    });
  });

  it('outside working and opening hours, on a closed day, on time off', () => {
    expect(types('2026-03-09T18:30', [block(COLORE, MARIA)])).toEqual([
      'OUTSIDE_WORKING_HOURS',
      'OUTSIDE_OPENING_HOURS',
    ]);
    // Sunday: closed (and so outside the operator's inherited hours too).
    expect(types('2026-03-08T10:00', [block(COLORE, MARIA)])).toEqual([
      'OUTSIDE_WORKING_HOURS',
      'OUTSIDE_OPENING_HOURS',
    ]);
    const away = planWorld({
      operators: AVAILABLE.map((o) =>
        o.id === MARIA
          ? { ...o, timeOff: [{ startDate: '2026-03-09', endDate: '2026-03-09' }] }
          : o,
      ),
    });
    const [c] = findConflicts(
      visit('2026-03-09T10:00', [block(COLORE, MARIA)]),
      blocks(block(COLORE, MARIA)),
      away,
    );
    expect(c).toMatchObject({ type: 'TIME_OFF', message: 'Maria è in ferie il 09/03/2026' });
  });

  it('one operator on two blocks at once', () => {
    const list = [block(COLORE, MARIA), block(PIEGA, MARIA, { canRunInParallel: true })];
    const conflicts = findConflicts(visit('2026-03-09T09:00', list), blocks(...list), planWorld());
    expect(conflicts).toEqual([
      expect.objectContaining({
        type: 'OPERATOR_OVERLAP',
        executionOrder: 2,
        message: 'Maria è impegnato in Colore e Piega nello stesso momento',
      }),
    ]);
  });
});

describe('conflictItem', () => {
  it('is an error item with the Italian title', () => {
    expect(
      conflictItem({
        type: 'TIME_OFF',
        executionOrder: 2,
        operatorId: 1,
        startTime: '2026-03-09T09:00:00',
        endTime: '2026-03-09T10:00:00',
        conflictingAppointmentId: null,
        message: 'Maria è in ferie il 09/03/2026',
      }),
    ).toEqual({
      type: 'error',
      code: 'TIME_OFF',
      title: CONFLICT_TITLES.TIME_OFF,
      message: 'Maria è in ferie il 09/03/2026',
      executionOrders: [2],
    });
    expect(CONFLICT_TITLES.TIME_OFF).toBe('Operatore in ferie');
  });
});
