import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import fc from 'fast-check';
import { COLORE, LUCA, MARIA, SHAMPOO, TAGLIO } from '../test-support/booking.ts';
import { booking, planWorld } from '../test-support/planning.ts';
import { checkPlan } from './check-plan.ts';
import { byScore, inTimeBand, searchSchedules } from './search.ts';

const ANY = { hairdresserId: null, timeBand: 'ANY' as const };

describe('searchSchedules', () => {
  it('places the services in the recommended order, one operator when possible', () => {
    const options = searchSchedules(
      planWorld(),
      {
        date: '2026-03-09',
        serviceIds: [TAGLIO, COLORE],
        earliestTime: '09:00',
        latestTime: '11:00',
      },
      ANY,
    );
    expect(options.map((o) => o.startDateTime)).toEqual([
      '2026-03-09T09:00:00',
      '2026-03-09T09:15:00',
    ]);
    const [first] = options;
    expect(first?.blocks.map((b) => [b.serviceName, b.operatorName])).toEqual([
      ['Colore', 'Maria'],
      ['Taglio donna', 'Maria'],
    ]);
    // 100, less 2 for the one warning: Maria has no pause between the two services.
    expect(first?.items?.map((i) => i.code)).toEqual(['OPERATOR_TIGHT']);
    expect(first?.score).toBe(98);
    expect(first?.reasons).toEqual([
      'Nessuna attesa tra i servizi',
      'Un solo operatore per tutti i servizi',
      'Servizi nell’ordine consigliato',
    ]);
  });

  it('goes around bookings, follows the allowed operators and weighs the preferences', () => {
    const world = planWorld({
      busy: [booking(1, MARIA, '2026-03-09T09:00:00', '2026-03-09T12:00:00')],
    });
    const request = {
      date: '2026-03-09',
      serviceIds: [SHAMPOO],
      hairdresserIds: [MARIA, LUCA],
      latestTime: '09:30',
    };
    const options = searchSchedules(world, request, { hairdresserId: MARIA, timeBand: 'EVENING' });
    expect(options.map((o) => [o.startDateTime, o.blocks[0]?.operatorName])).toEqual([
      ['2026-03-09T09:00:00', 'Luca'],
      ['2026-03-09T09:15:00', 'Luca'],
    ]);
    // Not the preferred operator (−10), not in the evening (−10).
    expect(options[0]?.score).toBe(80);
    const liked = searchSchedules(planWorld(), request, {
      hairdresserId: MARIA,
      timeBand: 'MORNING',
    });
    expect(liked[0]?.reasons).toEqual([
      'Nessuna attesa tra i servizi',
      'Operatore libero',
      'Operatore preferito del cliente',
      'Nella fascia oraria preferita del cliente',
    ]);
  });

  it('finds nothing on a closed day or an unreadable date', () => {
    expect(searchSchedules(planWorld(), { date: '2026-03-08', serviceIds: [COLORE] }, ANY)).toEqual(
      [],
    );
    expect(searchSchedules(planWorld(), { date: 'domani', serviceIds: [COLORE] }, ANY)).toEqual([]);
  });

  it('property: every option is valid when checked again and ends by the latest time', () => {
    fc.assert(
      fc.property(
        fc.subarray([COLORE, SHAMPOO, TAGLIO], { minLength: 1 }),
        fc.integer({ min: 10, max: 19 }),
        (serviceIds, latestHour) => {
          const latestTime = `${String(latestHour).padStart(2, '0')}:00`;
          const world = planWorld({
            busy: [booking(1, MARIA, '2026-03-10T11:00:00', '2026-03-10T12:30:00')],
          });
          const options = searchSchedules(
            world,
            { date: '2026-03-10', serviceIds, latestTime },
            ANY,
          );
          for (const o of options) {
            expect(o.endDateTime <= `2026-03-10T${latestTime}:00`).toBe(true);
            const again = checkPlan(
              Temporal.PlainDateTime.from(o.startDateTime),
              o.blocks.map((b) => ({
                serviceId: b.serviceId,
                operatorId: b.operatorId,
                executionOrder: b.executionOrder,
              })),
              world,
            );
            expect(again.valid).toBe(true);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('byScore and inTimeBand', () => {
  it('best score first, then the earlier start', () => {
    const o = (startDateTime: string, score: number) => ({
      startDateTime,
      endDateTime: startDateTime,
      totalDurationMinutes: 1,
      totalGapMinutes: 0,
      blocks: [],
      score,
    });
    const list = [
      o('2026-03-09T10:00:00', 90),
      o('2026-03-09T09:00:00', 90),
      o('2026-03-09T11:00:00', 95),
    ];
    expect(list.sort(byScore).map((x) => x.startDateTime)).toEqual([
      '2026-03-09T11:00:00',
      '2026-03-09T09:00:00',
      '2026-03-09T10:00:00',
    ]);
  });

  it('splits the day at 13:00 and 18:00', () => {
    expect([inTimeBand(779, 'MORNING'), inTimeBand(780, 'MORNING')]).toEqual([true, false]);
    expect([inTimeBand(780, 'AFTERNOON'), inTimeBand(1080, 'AFTERNOON')]).toEqual([true, false]);
    expect([inTimeBand(1080, 'EVENING'), inTimeBand(0, 'ANY')]).toEqual([true, true]);
  });
});
