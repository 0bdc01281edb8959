import { PRODUCT_USES, type ProductUse } from '@agendina/contract';
import type { ProductListParams } from '@agendina/api';
import { definedOnly, oneOfOrUndefined, textOrUndefined } from '../../../lib/search-params.ts';

export const PRODUCTS_PAGE_SIZE = 25;
const STATES = ['attivi', 'archiviati'] as const;
type ActiveState = (typeof STATES)[number];

/** /magazzino/prodotti?cerca=&categoria=&uso=&sottoScorta=&stato=&pagina= (a link keeps them). */
export interface ProductsSearch {
  cerca?: string | undefined;
  categoria?: string | undefined;
  uso?: ProductUse | undefined;
  sottoScorta?: true | undefined;
  stato?: ActiveState | undefined;
  pagina?: number | undefined;
}

/** The route's validateSearch: a value that does not pass is dropped (the default shows). */
export const productsSearchOf = (search: Record<string, unknown>): ProductsSearch => {
  const page = Number(search['pagina']);
  return {
    cerca: textOrUndefined(search['cerca']),
    categoria: textOrUndefined(search['categoria']),
    uso: oneOfOrUndefined(PRODUCT_USES, search['uso']),
    sottoScorta:
      search['sottoScorta'] === true || search['sottoScorta'] === 'true' ? true : undefined,
    stato: oneOfOrUndefined(STATES, search['stato']),
    pagina: Number.isInteger(page) && page > 1 ? page : undefined,
  };
};

/** The address of a changed view, without what is at its default. */
export const productsSearchClean = (search: ProductsSearch) =>
  definedOnly({ ...search, pagina: search.pagina === 1 ? undefined : search.pagina });

/** GET /warehouse/products of the view (the API counts pages from 0). */
export const productsParamsOf = (search: ProductsSearch): ProductListParams =>
  definedOnly({
    q: search.cerca?.trim() || undefined,
    category: search.categoria,
    use: search.uso,
    underMinimum: search.sottoScorta,
    active: search.stato === undefined ? undefined : search.stato === 'attivi',
    page: (search.pagina ?? 1) - 1,
    size: PRODUCTS_PAGE_SIZE,
  });
