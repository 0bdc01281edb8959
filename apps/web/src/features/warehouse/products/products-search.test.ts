import { describe, expect, it } from 'vitest';
import { productsParamsOf, productsSearchOf } from './products-search.ts';

describe('the search params of /magazzino/prodotti', () => {
  it('keeps what is valid and drops the rest', () => {
    expect(
      productsSearchOf({
        cerca: 'shampoo',
        uso: 'RIVENDITA',
        sottoScorta: 'true',
        stato: 'archiviati',
        pagina: 3,
      }),
    ).toEqual({
      cerca: 'shampoo',
      categoria: undefined,
      uso: 'RIVENDITA',
      sottoScorta: true,
      stato: 'archiviati',
      pagina: 3,
    });
    expect(productsSearchOf({ uso: 'ALTRO', pagina: -2, stato: 'tutti' })).toMatchObject({
      uso: undefined,
      pagina: undefined,
      stato: undefined,
    });
  });

  it('asks the server for the page counted from 0 and only the filters set', () => {
    expect(productsParamsOf({ cerca: 'shampoo', stato: 'attivi', pagina: 2 })).toEqual({
      q: 'shampoo',
      active: true,
      page: 1,
      size: 25,
    });
  });
});
