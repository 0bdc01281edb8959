import { Suspense, useDeferredValue, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  findProductByEanMutation,
  isApiError,
  productCategoriesQueryOptions,
  productsQueryOptions,
  type Product,
} from '@agendina/api';
import { PRODUCT_USES } from '@agendina/contract';
import { EAN13_INVALID_MESSAGE, isValidEan13, pluralIt } from '@agendina/scheduling';
import {
  Button,
  Checkbox,
  Inline,
  ListFilters,
  ListFrame,
  PagedList,
  Spinner,
  FailureMessage,
  Page,
  PageTitle,
} from '@agendina/ui';
import { FilterSelect } from '../../../lib/filter-select.tsx';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { afterFirstPaint } from '../../../lib/after-first-paint.ts';
import { useApi, useClock } from '../../../lib/router-context.ts';
import { ProductSearch } from './ProductSearch.tsx';
import type { ProductEditing } from './ProductDialog.tsx';
import { ProductsTable } from './ProductsTable.tsx';
import { StockCsvButtons } from './StockCsvButtons.tsx';
import { productUseLabels } from './product-labels.ts';
import { productsParamsOf, type ProductsSearch } from './products-search.ts';

// The product's form (prices, VAT, stock levels, its checks) loads after the list is shown.
const [ProductDialog, usePreloadedDialog] = afterFirstPaint(() =>
  import('./ProductDialog.tsx').then((module) => module.ProductDialog),
);

const useOptions = PRODUCT_USES.map((id) => ({ id, name: productUseLabels[id] }));
const stateOptions = [
  { id: 'attivi' as const, name: 'Solo attivi' },
  { id: 'archiviati' as const, name: 'Solo archiviati' },
];

export interface ProductsPageProps {
  search: ProductsSearch;
  onSearchChange: (search: ProductsSearch) => void;
}

/** A scan that found nothing: offer to create the product with its code. */
type ScanOutcome = { kind: 'missing'; ean: string } | { kind: 'invalid' } | null;

/**
 * /magazzino/prodotti: search by name, brand or a scanned EAN (one product found opens it, none
 * offers «Crea prodotto» with the code), filters and pages in the address, create and edit.
 */
export function ProductsPage({ search, onSearchChange }: ProductsPageProps) {
  const api = useApi();
  const now = useClock();
  const [editing, setEditing] = useState<ProductEditing | null>(null);
  usePreloadedDialog();
  const [scan, setScan] = useState<ScanOutcome>(null);
  const byEan = useMutation(findProductByEanMutation(api));
  const categories = useQuery(productCategoriesQueryOptions(api)).data?.categories ?? [];
  const shown = useDeferredValue(search);

  const change = (patch: Partial<ProductsSearch>) =>
    onSearchChange({ ...search, ...patch, pagina: undefined });
  const scanned = (code: string) => {
    change({ cerca: code });
    if (!isValidEan13(code)) return setScan({ kind: 'invalid' });
    setScan(null);
    byEan.mutate(code, {
      onSuccess: (product) => setEditing({ kind: 'edit', product }),
      onError: (error) => {
        if (isApiError(error) && error.status === 404) setScan({ kind: 'missing', ean: code });
      },
    });
  };
  const lookupFailure = isApiError(byEan.error) && byEan.error.status === 404 ? null : byEan.error;

  return (
    <Page>
      <Inline space="md">
        <Link to="/magazzino">← Magazzino</Link>
        <Link to="/magazzino/inventario">Inventario</Link>
      </Inline>
      <Inline space="md" align="spaceBetween" alignY="center">
        <PageTitle>Prodotti</PageTitle>
        <Inline space="sm">
          <StockCsvButtons today={now().slice(0, 10)} />
          <Button onPress={() => setEditing({ kind: 'new', ean: '' })}>Nuovo prodotto</Button>
        </Inline>
      </Inline>
      <ListFrame
        filters={
          <>
            <ProductSearch
              initialText={search.cerca ?? ''}
              onSearch={(text) => {
                setScan(null);
                change({ cerca: text });
              }}
              onScan={scanned}
              errorMessage={scan?.kind === 'invalid' ? EAN13_INVALID_MESSAGE : undefined}
            />
            {scan?.kind === 'missing' ? (
              <Inline space="sm" alignY="center">
                <p role="status">Nessun prodotto con il codice {scan.ean}.</p>
                <Button onPress={() => setEditing({ kind: 'new', ean: scan.ean })}>
                  Crea prodotto
                </Button>
              </Inline>
            ) : null}
            <FailureMessage error={lookupFailure} />
            <ListFilters>
              <FilterSelect
                label="Categoria"
                all={{ id: 'ALL', name: 'Tutte le categorie' }}
                options={categories.map((c) => ({ id: c, name: c }))}
                value={search.categoria}
                onChange={(categoria) => change({ categoria })}
              />
              <FilterSelect
                label="Uso"
                all={{ id: 'ALL', name: 'Tutti gli usi' }}
                options={useOptions}
                value={search.uso}
                onChange={(uso) => change({ uso })}
              />
              <FilterSelect
                label="Stato"
                all={{ id: 'ALL', name: 'Attivi e archiviati' }}
                options={stateOptions}
                value={search.stato}
                onChange={(stato) => change({ stato })}
              />
            </ListFilters>
            <Checkbox
              isSelected={search.sottoScorta === true}
              onChange={(on) => change({ sottoScorta: on ? true : undefined })}
            >
              Solo sotto la scorta minima
            </Checkbox>
          </>
        }
      >
        <QueryBoundary loading={<Spinner label="Caricamento dei prodotti..." />}>
          <ProductsList
            search={shown}
            onOpen={(product) => setEditing({ kind: 'edit', product })}
            onPageChange={(pagina) => onSearchChange({ ...search, pagina })}
          />
        </QueryBoundary>
      </ListFrame>
      {editing ? (
        <Suspense fallback={null}>
          <ProductDialog
            editing={editing}
            onClose={() => setEditing(null)}
            onSaved={() => setScan(null)}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}

function ProductsList({
  search,
  onOpen,
  onPageChange,
}: {
  search: ProductsSearch;
  onOpen: (product: Product) => void;
  onPageChange: (page: number) => void;
}) {
  const api = useApi();
  const { data } = useSuspenseQuery(productsQueryOptions(api, productsParamsOf(search)));
  return (
    <PagedList
      count={pluralIt(data.totalElements, { one: '# prodotto', other: '# prodotti' })}
      countLive
      pager={{
        'aria-label': 'Pagine dei prodotti',
        page: search.pagina ?? 1,
        pageCount: data.totalPages,
        onPageChange,
      }}
    >
      <ProductsTable products={data.content} onOpen={onOpen} />
    </PagedList>
  );
}
