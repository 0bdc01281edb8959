import { describe, expect, it } from 'vitest';
import { appointmentsFromCalendar } from './calendar.ts';

describe('appointmentsFromCalendar', () => {
  it('flattens days → hairdressers → appointments or slots, sorted, filling operator fields', () => {
    const list = appointmentsFromCalendar({
      days: [
        {
          date: '2026-11-16',
          hairdressers: [
            {
              hairdresserId: 1,
              hairdresserName: 'Maria',
              colorCode: '#111111',
              appointments: [{ id: 3, dateTime: '2026-11-16T11:00' }],
            },
            {
              hairdresserId: 2,
              hairdresserName: 'Luca',
              slots: [
                {
                  id: 2,
                  dateTime: '2026-11-16T09:00',
                  hairdresserName: 'Luca B.',
                  colorCode: '#222222',
                },
              ],
            },
            { hairdresserId: 3 },
          ],
        },
        { date: '2026-11-17' },
        { date: '2026-11-18', hairdressers: null },
      ],
    });
    expect(list.map((a) => [a.id, a.hairdresserId, a.hairdresserName, a.colorCode])).toEqual([
      [2, 2, 'Luca B.', '#222222'],
      [3, 1, 'Maria', '#111111'],
    ]);
  });

  it('gives an empty list for an empty or missing response', () => {
    expect(appointmentsFromCalendar(null)).toEqual([]);
    expect(appointmentsFromCalendar({})).toEqual([]);
    const [lone] = appointmentsFromCalendar({
      days: [{ hairdressers: [{ appointments: [{ id: 1, dateTime: '2026-11-16T09:00' }] }] }],
    });
    expect([lone?.colorCode, lone?.hairdresserId, lone?.hairdresserName]).toEqual([
      '#9E9E9E',
      null,
      '',
    ]);
  });
});
