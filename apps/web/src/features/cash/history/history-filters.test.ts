import { describe, expect, it } from 'vitest';
import { historyFiltersOf, historySearchOf, listParamsOf } from './history-filters.ts';

const today = '2026-03-14';

describe('history filters', () => {
  it('default to this month, every method, operator and state, the first page', () => {
    const filters = historyFiltersOf({}, today);
    expect(filters).toEqual({
      from: '2026-03-01',
      to: '2026-03-14',
      method: null,
      operatorId: null,
      status: null,
      page: 1,
    });
    expect(historySearchOf(filters, today)).toEqual({});
    expect(listParamsOf(filters)).toEqual({
      from: '2026-03-01',
      to: '2026-03-14',
      page: 0,
      size: 20,
    });
  });

  it('ask the server for what the address says, pages counted from 0', () => {
    const search = {
      dal: '2026-02-01',
      al: '2026-02-28',
      metodo: 'MISTO',
      operatore: 3,
      stato: 'ANNULLATO',
      pagina: 2,
    } as const;
    const filters = historyFiltersOf(search, today);
    expect(historySearchOf(filters, today)).toEqual(search);
    expect(listParamsOf(filters)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      method: 'MISTO',
      hairdresserId: 3,
      status: 'ANNULLATO',
      page: 1,
      size: 20,
    });
  });
});
