import { describe, expect, it } from 'vitest';
import { COLORE, LUCA, MARIA, SARA, SHAMPOO, TAGLIO } from '../test-support/booking.ts';
import { AVAILABLE, booking, planWorld } from '../test-support/planning.ts';
import { ONLINE_WHY, onlinePlacements, whyNotOffered } from './online.ts';
import type { OnlineSearch } from './online.ts';

// Monday 9 March 2026; the salon is open 9:00–19:00.
const search = (extra: Partial<OnlineSearch> = {}): OnlineSearch => ({
  date: '2026-03-09',
  serviceIds: [TAGLIO],
  operatorId: null,
  operatorIds: [MARIA, LUCA, SARA],
  stepMinutes: 15,
  earliestMinute: 0,
  ...extra,
});
const times = (s: OnlineSearch, world = planWorld()) =>
  onlinePlacements(world, s).map(
    (p) => `${Math.floor(p.minute / 60)}:${String(p.minute % 60).padStart(2, '0')}`,
  );

describe('onlinePlacements', () => {
  it('offers the grid of the opening hours, from the earliest minute, ending by closing time', () => {
    const all = times(search());
    expect(all[0]).toBe('9:00');
    // Taglio lasts 45 minutes: the last start that ends by 19:00.
    expect(all.at(-1)).toBe('18:15');
    expect(times(search({ earliestMinute: 14 * 60 + 5 }))[0]).toBe('14:15');
    expect(times(search({ stepMinutes: 30 })).slice(0, 3)).toEqual(['9:00', '9:30', '10:00']);
  });

  it('«Nessuna preferenza» gives the operator with the fewest booked minutes that day', () => {
    const world = planWorld({
      busy: [booking(1, LUCA, '2026-03-09T15:00:00', '2026-03-09T17:00:00')],
    });
    const at9 = onlinePlacements(world, search()).find((p) => p.minute === 9 * 60);
    expect(at9?.blocks.map((b) => b.operatorId)).toEqual([MARIA]);
    const quiet = onlinePlacements(planWorld(), search()).find((p) => p.minute === 9 * 60);
    // Nobody is booked: the first in the salon's list.
    expect(quiet?.blocks.map((b) => b.operatorId)).toEqual([MARIA]);
    const mariaBusier = planWorld({
      busy: [booking(1, MARIA, '2026-03-09T15:00:00', '2026-03-09T17:00:00')],
    });
    const first = onlinePlacements(mariaBusier, search()).find((p) => p.minute === 9 * 60);
    expect(first?.blocks.map((b) => b.operatorId)).toEqual([LUCA]);
  });

  it('keeps one operator for a visit of several services when they are free, in the recommended order', () => {
    const [first] = onlinePlacements(planWorld(), search({ serviceIds: [TAGLIO, COLORE] }));
    expect(first?.blocks).toEqual([
      { serviceId: COLORE, operatorId: MARIA, executionOrder: 1 },
      { serviceId: TAGLIO, operatorId: MARIA, executionOrder: 2 },
    ]);
  });

  it('leaves out what is not bookable online, another visit, and a day of time off', () => {
    const onlyLuca = search({ operatorIds: [LUCA] });
    expect(times(onlyLuca, planWorld())).not.toHaveLength(0);
    // Luca does not colour, and Maria is not bookable online.
    expect(times({ ...onlyLuca, serviceIds: [COLORE] })).toEqual([]);
    const busy = planWorld({
      busy: [booking(1, MARIA, '2026-03-09T09:00:00', '2026-03-09T12:00:00')],
    });
    const maria = search({ operatorId: MARIA });
    expect(times(maria, busy)[0]).toBe('12:00');
    const away = planWorld({
      operators: AVAILABLE.map((o) =>
        o.id === MARIA
          ? { ...o, timeOff: [{ startDate: '2026-03-09', endDate: '2026-03-09' }] }
          : o,
      ),
    });
    expect(times(maria, away)).toEqual([]);
    // Said as a day away, not as closed hours; another operator of the service still offers it.
    expect(whyNotOffered(away, maria, 10 * 60)).toEqual({
      offered: false,
      reason: ONLINE_WHY.timeOff,
    });
    expect(whyNotOffered(away, search(), 10 * 60).offered).toBe(true);
    // Sunday: closed.
    expect(times(search({ date: '2026-03-08' }))).toEqual([]);
  });
});

describe('a wait between the services of a visit', () => {
  // Maria alone colours; another client has her from 10:00. Colore at 9:00 ends at 10:00.
  const maria = search({ operatorId: MARIA, serviceIds: [COLORE, TAGLIO] });
  const until = (end: string) =>
    planWorld({ busy: [booking(1, MARIA, '2026-03-09T10:00:00', `2026-03-09T${end}:00`)] });

  it('waits for the operator when the gap rules allow it: a warning does not remove the time', () => {
    const at9 = onlinePlacements(until('10:30'), maria).find((p) => p.minute === 9 * 60);
    expect(at9?.blocks).toEqual([
      { serviceId: COLORE, operatorId: MARIA, executionOrder: 1 },
      { serviceId: TAGLIO, operatorId: MARIA, executionOrder: 2, requiredGapBefore: 30 },
    ]);
    expect(at9?.waitMinutes).toBe(30);
    expect(at9?.plan.items.map((i) => [i.type, i.code])).toContainEqual([
      'warning',
      'GAP_AFTER_COLOR',
    ]);
  });

  it('does not offer a time whose wait breaks a gap rule, and «Perché» names the rule', () => {
    const world = until('11:15');
    expect(onlinePlacements(world, maria).some((p) => p.minute === 9 * 60)).toBe(false);
    expect(whyNotOffered(world, maria, 9 * 60)).toEqual({
      offered: false,
      reason:
        "1 h 15 min tra Colore e Taglio donna: dopo un colore l'attesa non può superare 60 min.",
    });
    // Nobody free for the second service at all within the rules' reach: the operator is busy.
    expect(whyNotOffered(until('13:00'), maria, 9 * 60)).toEqual({
      offered: false,
      reason: ONLINE_WHY.busy,
    });
  });
});

describe('whyNotOffered', () => {
  const busy = planWorld({
    busy: [booking(1, MARIA, '2026-03-09T09:00:00', '2026-03-09T12:00:00')],
  });

  it('names the rule in the way, never the client who holds the time', () => {
    const maria = search({ operatorId: MARIA });
    const why = whyNotOffered(busy, maria, 10 * 60);
    expect(why).toEqual({ offered: false, reason: ONLINE_WHY.busy });
    expect(why.reason).not.toContain('Giulia');
    expect(whyNotOffered(busy, maria, 12 * 60)).toEqual({
      offered: true,
      reason: 'Le 12:00 sono disponibili: puoi prenotarle.',
    });
    expect(whyNotOffered(busy, maria, 19 * 60)).toEqual({
      offered: false,
      reason: ONLINE_WHY.offHours,
    });
    expect(whyNotOffered(busy, maria, 10 * 60 + 5)).toEqual({
      offered: false,
      reason: 'Gli orari si prenotano ogni 15 minuti.',
    });
    expect(whyNotOffered(busy, search({ operatorIds: [SARA] }), 10 * 60)).toEqual({
      offered: false,
      reason: 'Nessun operatore prenotabile online esegue «Taglio donna» con la scelta fatta.',
    });
    expect(whyNotOffered(busy, search({ serviceIds: [999] }), 10 * 60).reason).toBe(
      ONLINE_WHY.unknownService,
    );
  });

  it('with «Nessuna preferenza» a time is offered while some operator is free', () => {
    expect(whyNotOffered(busy, search(), 10 * 60).offered).toBe(true);
    expect(whyNotOffered(busy, search({ serviceIds: [SHAMPOO] }), 10 * 60).offered).toBe(true);
  });
});
