import { Suspense, useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { productQueryOptions, stockMovementsQueryOptions } from '@agendina/api';
import { STOCK_MOVEMENT_KINDS } from '@agendina/contract';
import { STOCK_MOVEMENT_KIND_LABELS, pluralIt } from '@agendina/scheduling';
import {
  Button,
  Inline,
  ListFilters,
  PagedList,
  Spinner,
  Stack,
  pageFrame,
  PageSection,
  Page,
  PageTitle,
} from '@agendina/ui';
import { FilterSelect } from '../../../lib/filter-select.tsx';
import { QueryBoundary, retryAlertSaying } from '../../../lib/query-boundary.tsx';
import { afterFirstPaint } from '../../../lib/after-first-paint.ts';
import { useApi } from '../../../lib/router-context.ts';
import { useSuccessMessage } from '../../../lib/use-success-message.ts';
import { DateRangeFields } from '../../../components/DateRangeFields.tsx';
import { ProductPicker } from '../orders/ProductPicker.tsx';
import { MovementsTable } from './MovementsTable.tsx';
import { movementListParamsOf, type MovementFilters } from './movements-search.ts';

const KIND_OPTIONS = STOCK_MOVEMENT_KINDS.map((kind) => ({
  id: kind,
  name: STOCK_MOVEMENT_KIND_LABELS[kind],
}));

// The form of «Nuovo movimento» (number fields, its checks) loads after the page's first paint.
const [NewMovementDialog, usePreloadedDialog] = afterFirstPaint(() =>
  import('./NewMovementDialog.tsx').then((module) => module.NewMovementDialog),
);

export interface MovementsPageProps {
  filters: MovementFilters;
  onChange: (filters: MovementFilters) => void;
}

/**
 * /magazzino/movimenti: the stock ledger by product, kind and period, a page at a time, and
 * «Nuovo movimento» by hand. Nothing here is ever edited: a correction is a new RETTIFICA.
 */
export function MovementsPage({ filters, onChange }: MovementsPageProps) {
  const [writing, setWriting] = useState(false);
  const [done, setDone] = useSuccessMessage();
  const set = (patch: Partial<MovementFilters>) => onChange({ ...filters, ...patch, page: 1 });
  usePreloadedDialog();

  return (
    <Page>
      <PageTitle>Movimenti di magazzino</PageTitle>
      <Inline space="md" alignY="center">
        <Link to="/magazzino">Magazzino</Link>
        <Link to="/magazzino/ordini">Ordini ai fornitori</Link>
      </Inline>
      <Inline space="sm" alignY="center">
        <Button onPress={() => setWriting(true)}>Nuovo movimento</Button>
        <p role="status" className={pageFrame.muted}>
          {done}
        </p>
      </Inline>
      <PageSection id="filtri-movimenti-title" title="Filtri">
        <ListFilters layout="row">
          <ProductFilter
            productId={filters.productId}
            onChange={(productId) => set({ productId })}
          />
          <FilterSelect
            label="Tipo"
            all={{ id: 'TUTTI', name: 'Tutti' }}
            options={KIND_OPTIONS}
            value={filters.kind}
            onChange={(kind) => set({ kind })}
          />
          <DateRangeFields
            range={{ from: filters.from, to: filters.to }}
            onChange={(range) => set(range)}
          />
        </ListFilters>
      </PageSection>
      <QueryBoundary
        loading={<Spinner label="Caricamento dei movimenti..." />}
        failure={retryAlertSaying('Impossibile caricare i movimenti. Riprova più tardi.')}
      >
        <MovementsList filters={filters} onChange={onChange} />
      </QueryBoundary>
      {writing ? (
        <Suspense fallback={null}>
          <NewMovementDialog
            onClose={() => setWriting(false)}
            onSaved={(text) => {
              setWriting(false);
              setDone(text);
            }}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}

/** The chosen product (by name, read from the server) with a way back to all of them. */
function ProductFilter({
  productId,
  onChange,
}: {
  productId: number | undefined;
  onChange: (productId: number | undefined) => void;
}) {
  const api = useApi();
  const product = useQuery({ ...productQueryOptions(api, productId ?? 0), enabled: !!productId });
  if (productId === undefined)
    return <ProductPicker label="Prodotto" onPick={(picked) => onChange(picked.id)} />;
  return (
    <Stack space="xs">
      <span>
        Prodotto: <strong>{product.data?.name ?? `n. ${productId}`}</strong>
      </span>
      <Button variant="secondary" onPress={() => onChange(undefined)}>
        Tutti i prodotti
      </Button>
    </Stack>
  );
}

function MovementsList({ filters, onChange }: MovementsPageProps) {
  const api = useApi();
  const { data } = useSuspenseQuery(stockMovementsQueryOptions(api, movementListParamsOf(filters)));
  return (
    <PagedList
      count={`${pluralIt(data.totalElements, { one: '# movimento', other: '# movimenti' })} nel periodo`}
      countAt="bottom"
      pager={{
        'aria-label': 'Pagine dei movimenti',
        page: filters.page,
        pageCount: data.totalPages,
        onPageChange: (page) => onChange({ ...filters, page }),
      }}
    >
      <MovementsTable movements={data.content} />
    </PagedList>
  );
}
