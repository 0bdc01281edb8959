import { useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  createPurchaseOrderMutation,
  proposePurchaseOrdersMutation,
  purchaseOrdersQueryOptions,
} from '@agendina/api';
import { PURCHASE_ORDER_STATUSES } from '@agendina/contract';
import { PURCHASE_ORDER_STATUS_LABELS, pluralIt } from '@agendina/scheduling';
import {
  Button,
  Inline,
  Modal,
  PagedList,
  Spinner,
  PageSection,
  FailureMessage,
  Page,
  PageTitle,
} from '@agendina/ui';
import { FilterSelect } from '../../../lib/filter-select.tsx';
import { QueryBoundary, retryAlertSaying } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { OrderForm, usePreloadedOrderForm } from './order-form-after-paint.ts';
import { OrdersTable } from './OrdersTable.tsx';
import { ProposalResult } from './ProposalResult.tsx';
import { orderInputOf } from './order-form.ts';
import { orderListParamsOf, type OrdersSearch } from './orders-search.ts';

const STATUS_OPTIONS = PURCHASE_ORDER_STATUSES.map((status) => ({
  id: status,
  name: PURCHASE_ORDER_STATUS_LABELS[status],
}));

export interface OrdersPageProps {
  search: OrdersSearch;
  onSearch: (search: OrdersSearch) => void;
}

/**
 * /magazzino/ordini: the orders to suppliers by status, a page at a time; «Nuovo ordine» and
 * «Proponi ordine» (one BOZZA per supplier from the products under their minimum).
 */
export function OrdersPage({ search, onSearch }: OrdersPageProps) {
  const api = useApi();
  const propose = useMutation(proposePurchaseOrdersMutation(api));

  return (
    <Page>
      <PageTitle>Ordini ai fornitori</PageTitle>
      <Inline space="md" alignY="center">
        <Link to="/magazzino">Magazzino</Link>
        <Link to="/magazzino/fornitori">Fornitori</Link>
        <Link to="/magazzino/movimenti">Movimenti</Link>
      </Inline>
      <Inline space="sm" alignY="center">
        <NewOrder />
        <Button variant="secondary" isDisabled={propose.isPending} onPress={() => propose.mutate()}>
          {propose.isPending ? 'Proposta in corso...' : 'Proponi ordine'}
        </Button>
      </Inline>
      <FailureMessage error={propose.error} />
      {propose.data ? <ProposalResult proposal={propose.data} /> : null}
      <PageSection id="elenco-ordini-title" title="Elenco degli ordini">
        <FilterSelect
          label="Stato"
          all={{ id: 'TUTTI', name: 'Tutti' }}
          options={STATUS_OPTIONS}
          value={search.stato}
          onChange={(stato) => onSearch({ stato, pagina: undefined })}
        />
        <QueryBoundary
          loading={<Spinner label="Caricamento degli ordini..." />}
          failure={retryAlertSaying('Impossibile caricare gli ordini. Riprova più tardi.')}
        >
          <OrdersList search={search} onSearch={onSearch} />
        </QueryBoundary>
      </PageSection>
    </Page>
  );
}

/**
 * «Nuovo ordine» and its dialog. The open state lives here, not in the page, so opening it
 * re-renders only this: re-rendering the page would also re-render the list's boundary, and
 * under act() (Storybook's play) React 19 loops forever on sibling Suspense boundaries that are
 * re-rendered while still suspended (facebook/react#37556), freezing the page.
 */
function NewOrder() {
  const api = useApi();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  usePreloadedOrderForm();
  const create = useMutation(createPurchaseOrderMutation(api));
  return (
    <>
      <Button onPress={() => setCreating(true)}>Nuovo ordine</Button>
      {creating ? (
        <Modal isOpen size="lg" onOpenChange={setCreating} title="Nuovo ordine">
          <QueryBoundary loading={<Spinner label="Caricamento dei fornitori..." />}>
            <OrderForm
              submitLabel="Crea bozza"
              isSubmitting={create.isPending}
              failure={create.error}
              onCancel={() => setCreating(false)}
              onSubmit={(values) =>
                create.mutate(orderInputOf(values), {
                  onSuccess: (order) =>
                    void navigate({
                      to: '/magazzino/ordini/$id',
                      params: { id: String(order.id) },
                    }),
                })
              }
            />
          </QueryBoundary>
        </Modal>
      ) : null}
    </>
  );
}

function OrdersList({ search, onSearch }: OrdersPageProps) {
  const api = useApi();
  const { data } = useSuspenseQuery(purchaseOrdersQueryOptions(api, orderListParamsOf(search)));
  return (
    <PagedList
      count={pluralIt(data.totalElements, { one: '# ordine', other: '# ordini' })}
      countAt="bottom"
      pager={{
        'aria-label': 'Pagine degli ordini',
        page: search.pagina ?? 1,
        pageCount: data.totalPages,
        onPageChange: (page) => onSearch({ ...search, pagina: page === 1 ? undefined : page }),
      }}
    >
      <OrdersTable orders={data.content} />
    </PagedList>
  );
}
