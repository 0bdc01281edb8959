import { describe, expect, it } from 'vitest';
import {
  salonsParamsOf,
  salonsSearchOf,
  salonsSearchOfView,
  salonsViewOf,
} from './salons-search.ts';

describe('the /admin salons search', () => {
  it('drops what is not valid, so the default applies', () => {
    expect(
      salonsSearchOf({ cerca: '  ', stato: 'PAGATO', ordina: 'password', verso: 'su', pagina: -2 }),
    ).toEqual({
      cerca: undefined,
      stato: undefined,
      ordina: undefined,
      verso: undefined,
      pagina: undefined,
    });
  });

  it('asks the server for the newest salons first by default, page 0 of 25', () => {
    expect(salonsParamsOf(salonsViewOf({}))).toEqual({
      sort: 'createdAt,desc',
      page: 0,
      size: 25,
    });
  });

  it('sends the trimmed search, the status, the sort and the page the address holds', () => {
    const view = salonsViewOf(
      salonsSearchOf({ cerca: ' aurora ', stato: 'PAST_DUE', ordina: 'name', pagina: '3' }),
    );
    expect(salonsParamsOf(view)).toEqual({
      q: 'aurora',
      status: 'PAST_DUE',
      sort: 'name,asc',
      page: 2,
      size: 25,
    });
  });

  it('leaves the defaults out of the address and keeps the rest', () => {
    expect(salonsSearchOfView(salonsViewOf({}))).toEqual({});
    const view = {
      query: 'luna',
      status: null,
      sort: 'plan',
      direction: 'desc',
      page: 400,
    } as const;
    expect(salonsSearchOfView(view)).toEqual({
      cerca: 'luna',
      ordina: 'plan',
      verso: 'desc',
      pagina: 400,
    });
    expect(salonsViewOf(salonsSearchOf({ ...salonsSearchOfView(view) }))).toEqual(view);
  });
});
