import { describe, expect, it } from 'vitest';
import { block, COLORE, LUCA, MARIA, PIEGA, TAGLIO, visit } from '../test-support/booking.ts';
import { AVAILABLE, booking, planWorld } from '../test-support/planning.ts';
import { hoursChecks } from './hours-checks.ts';

const world = planWorld();

describe('hoursChecks (issue #15: the wizard says it at step 3)', () => {
  it('says nothing inside the hours, and ignores bookings (the server knows them)', () => {
    const busy = planWorld({
      busy: [booking(41, MARIA, '2026-03-09T09:30:00', '2026-03-09T10:30:00')],
    });
    expect(hoursChecks(visit('2026-03-09T09:00', [block(COLORE, MARIA)]), busy)).toEqual([]);
  });

  it('a closed day: one error naming every block, as the server refuses it', () => {
    const items = hoursChecks(
      visit('2026-03-08T10:00', [block(COLORE, MARIA), block(PIEGA, LUCA)]),
      world,
    );
    expect(items.map((i) => i.code)).toEqual([
      'OUTSIDE_WORKING_HOURS',
      'OUTSIDE_OPENING_HOURS',
      'OUTSIDE_WORKING_HOURS',
    ]);
    const closed = items.find((i) => i.code === 'OUTSIDE_OPENING_HOURS');
    expect(closed).toMatchObject({ type: 'error', title: 'Salone chiuso', blockIndexes: [0, 1] });
  });

  it('after closing time, and an operator on time off', () => {
    expect(
      hoursChecks(visit('2026-03-09T18:30', [block(TAGLIO, MARIA)]), world).map((i) => i.title),
    ).toEqual(["Fuori dall'orario di lavoro", 'Salone chiuso']);
    const away = planWorld({
      operators: AVAILABLE.map((o) =>
        o.id === MARIA
          ? { ...o, timeOff: [{ startDate: '2026-03-09', endDate: '2026-03-09' }] }
          : o,
      ),
    });
    expect(hoursChecks(visit('2026-03-09T10:00', [block(COLORE, MARIA)]), away)).toEqual([
      expect.objectContaining({ type: 'error', code: 'TIME_OFF', title: 'Operatore in ferie' }),
    ]);
  });
});
