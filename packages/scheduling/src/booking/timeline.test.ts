import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import {
  COLORE,
  LUCA,
  MARIA,
  OPERATORS,
  PIEGA,
  SARA,
  SERVICES,
  SHAMPOO,
  TAGLIO,
  block,
  visit,
} from '../test-support/booking.ts';
import { buildTimeline } from './timeline.ts';

const hhmm = (t: Temporal.PlainDateTime): string => t.toString().slice(11, 16);

describe('buildTimeline', () => {
  it('places blocks one after the other from the visit start', () => {
    const t = visit('2026-11-16T09:00', [
      block(COLORE, MARIA),
      block(SHAMPOO, LUCA),
      block(TAGLIO, MARIA),
    ]);
    expect(
      t.items.map((i) => [i.serviceName, hhmm(i.start), hhmm(i.end), i.category, i.operatorName]),
    ).toEqual([
      ['Colore', '09:00', '10:00', 'COLORE', 'Maria'],
      ['Shampoo', '10:00', '10:15', 'SHAMPOO', 'Luca'],
      ['Taglio donna', '10:15', '11:00', 'TAGLIO', 'Maria'],
    ]);
    expect(hhmm(t.end)).toBe('11:00');
    expect(t.totalMinutes).toBe(120);
    expect(t.workMinutes).toBe(120);
  });

  it('follows `order`, keeping the array index as blockIndex', () => {
    const t = visit('2026-11-16T09:00', [
      block(TAGLIO, MARIA, { order: 2 }),
      block(COLORE, MARIA, { order: 1 }),
    ]);
    expect(t.items.map((i) => [i.serviceName, i.blockIndex, i.position])).toEqual([
      ['Colore', 1, 0],
      ['Taglio donna', 0, 1],
    ]);
  });

  it('uses per-client custom durations', () => {
    const t = visit(
      '2026-11-16T09:00',
      [block(COLORE, MARIA), block(PIEGA, MARIA)],
      [{ serviceId: COLORE, customDurationMinutes: 90 }],
    );
    expect(t.items.map((i) => [i.duration, i.isCustomDuration, hhmm(i.start)])).toEqual([
      [90, true, '09:00'],
      [30, false, '10:30'],
    ]);
  });

  it('waits requiredGapBefore after the previous block (ignored on the first)', () => {
    const t = visit('2026-11-16T09:00', [
      block(COLORE, MARIA, { requiredGapBefore: 10 }),
      block(PIEGA, MARIA, { requiredGapBefore: 25 }),
    ]);
    expect(t.items.map((i) => [hhmm(i.start), i.requiredGapBefore])).toEqual([
      ['09:00', 0],
      ['10:25', 25],
    ]);
    expect(t.totalMinutes).toBe(115);
    expect(t.workMinutes).toBe(90);
  });

  it('starts a parallel block with the previous one, and the next after both', () => {
    const t = visit('2026-11-16T09:00', [
      block(COLORE, MARIA, { canRunInParallel: true }),
      block(SHAMPOO, SARA, { canRunInParallel: true, requiredGapBefore: 5 }),
      block(PIEGA, LUCA),
    ]);
    expect(t.items.map((i) => [hhmm(i.start), hhmm(i.end), i.parallel])).toEqual([
      ['09:00', '10:00', false],
      ['09:05', '09:20', true],
      ['10:00', '10:30', false],
    ]);
  });

  it('leaves out incomplete blocks and names unknown services and operators', () => {
    const t = visit('2026-11-16T09:00', [
      block(null, MARIA),
      block(COLORE, null),
      block(999, 77, { notes: 'nota' }),
    ]);
    expect(t.items).toHaveLength(1);
    expect(t.items[0]).toMatchObject({
      blockIndex: 2,
      serviceName: 'Servizio',
      operatorName: 'Operatore',
      category: 'ALTRO',
      duration: 60,
      notes: 'nota',
    });
  });

  it('is empty without blocks', () => {
    const t = visit('2026-11-16T09:00', []);
    expect(t.items).toEqual([]);
    expect(t.end.toString()).toBe('2026-11-16T09:00:00');
    expect(t.totalMinutes).toBe(0);
  });

  it('stays wall-clock across the spring-forward night in Europe/Rome', () => {
    const t = visit('2026-03-29T01:30', [block(COLORE, MARIA), block(PIEGA, MARIA)]);
    expect(t.items.map((i) => `${hhmm(i.start)}-${hhmm(i.end)}`)).toEqual([
      '01:30-02:30',
      '02:30-03:00',
    ]);
  });

  it('never overlaps sequential blocks and spans exactly its items', () => {
    const ids = [COLORE, SHAMPOO, TAGLIO, PIEGA];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            s: fc.constantFrom(...ids),
            gap: fc.integer({ min: 0, max: 120 }),
            par: fc.boolean(),
          }),
          { maxLength: 8 },
        ),
        (rows) => {
          const t = buildTimeline({
            start: Temporal.PlainDateTime.from('2026-11-16T08:00'),
            blocks: rows.map((r, i) =>
              block(r.s, MARIA, {
                order: i + 1,
                requiredGapBefore: r.gap,
                canRunInParallel: r.par,
              }),
            ),
            services: SERVICES,
            operators: OPERATORS,
          });
          let latest = 0;
          for (const item of t.items) {
            if (!item.parallel) expect(item.startOffset).toBeGreaterThanOrEqual(latest);
            latest = Math.max(latest, item.endOffset);
          }
          expect(t.totalMinutes).toBe(latest);
        },
      ),
    );
  });
});
