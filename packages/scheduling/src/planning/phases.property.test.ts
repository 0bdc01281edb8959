// Processing time, as properties: whatever phases and bookings, the checks that accept a
// booking never leave an operator with two clients in an active phase, and a wait is free.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { activeIntervals, overlaps } from '../availability/intervals.ts';
import { minuteOn } from '../availability/operator-day.ts';
import type { Booking } from '../availability/operator-day.ts';
import { operatorSlots } from '../availability/slots.ts';
import { normaliseService } from '../services/catalog.ts';
import type { ServicePhase } from '../services/phases.ts';
import { activePeriodsFor, phasesTotal } from '../services/phases.ts';
import { AVAILABLE, planWorld } from '../test-support/planning.ts';
import { MARIA, OPERATORS, SERVICES } from '../test-support/booking.ts';
import { checkPlan } from './check-plan.ts';

const MONDAY = Temporal.PlainDate.from('2026-03-09');
const PHASED = 100;

/** ACTIVE, then WAIT/ACTIVE pairs: 1 to 3 active phases of 5–40 min, waits of 5–60 min. */
const phasesArb: fc.Arbitrary<ServicePhase[]> = fc
  .tuple(
    fc.integer({ min: 1, max: 8 }),
    fc.array(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 8 })), {
      maxLength: 2,
    }),
  )
  .map(([first, rest]) => [
    { kind: 'ACTIVE', durationMinutes: first * 5 },
    ...rest.flatMap(([wait, work]) => [
      { kind: 'WAIT' as const, durationMinutes: wait * 5 },
      { kind: 'ACTIVE' as const, durationMinutes: work * 5 },
    ]),
  ]);

const worldWith = (phases: ServicePhase[]) => {
  const duration = phasesTotal(phases);
  return planWorld({
    services: [
      ...SERVICES,
      normaliseService({ id: PHASED, name: 'Colore con posa', durationMin: duration, phases }),
    ],
    ruleOperators: OPERATORS.map((o) =>
      o.id === MARIA ? { ...o, services: [...(o.services ?? []), { id: PHASED }] } : o,
    ),
    operators: AVAILABLE.map((o) =>
      o.id === MARIA ? { ...o, serviceIds: [...o.serviceIds, PHASED] } : o,
    ),
  });
};

/** The operator's busy minutes of a booking, as the calendar and the database see them. */
const activeOf = (b: Booking) =>
  activeIntervals(minuteOn(MONDAY, b.startAt), minuteOn(MONDAY, b.endAt), b.activePeriods);

describe('processing time (property)', () => {
  it('never double-books an operator in an active phase, whatever is accepted', () => {
    fc.assert(
      fc.property(
        phasesArb,
        fc.array(fc.integer({ min: 36, max: 70 }), { minLength: 1, maxLength: 12 }),
        (phases, starts) => {
          let world = worldWith(phases);
          const accepted: Booking[] = [];
          for (const [i, slot] of starts.entries()) {
            const start = MONDAY.toPlainDateTime({ hour: 0 }).add({ minutes: slot * 15 });
            const plan = checkPlan(
              start,
              [{ serviceId: PHASED, operatorId: MARIA, executionOrder: 1 }],
              { ...world, clientBusy: [] },
            );
            if (!plan.valid) continue;
            const item = plan.timeline.items[0];
            if (!item) throw new Error('a valid plan has an item');
            const b: Booking = {
              appointmentId: i + 1,
              hairdresserId: MARIA,
              clientId: i + 1,
              clientName: 'Cliente',
              service: 'Colore con posa',
              startAt: item.start.toString({ smallestUnit: 'second' }),
              endAt: item.end.toString({ smallestUnit: 'second' }),
              activePeriods: item.activePeriods,
            };
            accepted.push(b);
            world = { ...world, busy: [...world.busy, b] };
          }
          for (const [i, a] of accepted.entries())
            for (const b of accepted.slice(i + 1))
              for (const x of activeOf(a))
                for (const y of activeOf(b))
                  expect(overlaps(x.start, x.end, y.start, y.end)).toBe(false);
        },
      ),
    );
  });

  it('accepts a short booking inside a wait when nothing else overlaps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        (work, wait, rinse) => {
          const phases: ServicePhase[] = [
            { kind: 'ACTIVE', durationMinutes: work * 5 },
            { kind: 'WAIT', durationMinutes: wait * 15 },
            { kind: 'ACTIVE', durationMinutes: rinse * 5 },
          ];
          const duration = phasesTotal(phases);
          const colour: Booking = {
            appointmentId: 1,
            hairdresserId: MARIA,
            clientId: 1,
            clientName: 'Cliente',
            service: 'Colore con posa',
            startAt: '2026-03-09T10:00:00',
            endAt: Temporal.PlainDateTime.from('2026-03-09T10:00')
              .add({ minutes: duration })
              .toString({ smallestUnit: 'second' }),
            activePeriods: activePeriodsFor(phases, duration),
          };
          // A 15-minute booking (Shampoo) anywhere on the grid inside the wait.
          const waitStart = 600 + work * 5;
          const slots = operatorSlots(
            { salonHours: planWorld().salonHours, busy: [colour] },
            AVAILABLE[0] as (typeof AVAILABLE)[0],
            MONDAY,
            15,
          ).map((s) => minuteOn(MONDAY, s.startTime));
          for (let s = Math.ceil(waitStart / 15) * 15; s + 15 <= waitStart + wait * 15; s += 15)
            expect(slots).toContain(s);
          // …and the active phases are never offered.
          for (const s of slots)
            for (const x of activeOf(colour))
              expect(overlaps(s, s + 15, x.start, x.end)).toBe(false);
        },
      ),
    );
  });
});
