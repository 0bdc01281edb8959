import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { salonToday } from '../../lib/date-range.ts';
import { filtersOf, searchOf } from './appointments-filters.ts';
import { appointmentsSearchOf } from './appointments-search.ts';

const thursday = Temporal.PlainDate.from('2026-11-19');

describe('/gestione-appuntamenti search params', () => {
  it('keeps valid filters and drops the rest', () => {
    expect(
      appointmentsSearchOf({
        dal: '2026-11-02',
        al: '2026-11-30',
        operatore: 2,
        stato: 'BOOKED',
        origine: 'MANUAL',
      }),
    ).toEqual({
      dal: '2026-11-02',
      al: '2026-11-30',
      operatore: 2,
      stato: 'BOOKED',
      origine: 'MANUAL',
    });
    expect(
      appointmentsSearchOf({
        dal: '2026-02-30',
        al: 'ieri',
        operatore: -1,
        stato: 'FORSE',
        origine: 1,
      }),
    ).toEqual({});
  });
  it('keeps every key, so the router cannot fall back to the raw value of the address', () => {
    expect(Object.keys(appointmentsSearchOf({ dal: '2026-02-30', stato: 'FORSE' }))).toEqual([
      'dal',
      'al',
      'operatore',
      'stato',
      'origine',
      'cerca',
      'pagina',
    ]);
  });
  it('keeps the client search and a page after the first; a filter change drops the page', () => {
    expect(appointmentsSearchOf({ cerca: 'Rossi', pagina: '3' })).toMatchObject({
      cerca: 'Rossi',
      pagina: 3,
    });
    expect(appointmentsSearchOf({ pagina: '1' }).pagina).toBeUndefined();
    expect(appointmentsSearchOf({ pagina: 'due' }).pagina).toBeUndefined();
    const filters = filtersOf({}, thursday);
    expect(searchOf(filters, thursday, { cerca: 'Rossi', pagina: 2 })).toEqual({
      cerca: 'Rossi',
      pagina: 2,
    });
    expect(searchOf({ ...filters, status: 'CANCELLED' }, thursday, { cerca: 'Rossi' })).toEqual({
      stato: 'CANCELLED',
      cerca: 'Rossi',
    });
  });
  it('without params shows the salon week, every operator, status and origin', () => {
    expect(filtersOf({}, thursday)).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
      operatorId: null,
      status: null,
      source: null,
    });
  });
  it('writes only what differs from the defaults, and reads it back', () => {
    const filters = { ...filtersOf({}, thursday), to: '2026-11-29', status: 'COMPLETED' as const };
    const search = searchOf(filters, thursday);
    expect(search).toEqual({ al: '2026-11-29', stato: 'COMPLETED' });
    expect(filtersOf(appointmentsSearchOf({ ...search }), thursday)).toEqual(filters);
    expect(searchOf(filtersOf({}, thursday), thursday)).toEqual({});
  });
  it("takes today from the salon's clock", () => {
    expect(salonToday(() => '2026-11-19T23:30:00').toString()).toBe('2026-11-19');
  });
});
