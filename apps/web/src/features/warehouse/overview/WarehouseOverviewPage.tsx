import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  proposePurchaseOrdersMutation,
  warehouseOverviewQueryOptions,
  type WarehouseOverview,
} from '@agendina/api';
import { formatEuro, pluralIt } from '@agendina/scheduling';
import {
  Button,
  Inline,
  Spinner,
  pageFrame,
  PageSection,
  FailureMessage,
  Page,
  PageTitle,
} from '@agendina/ui';
import { QueryBoundary, retryAlertSaying } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { MovementsTable } from '../movements/MovementsTable.tsx';
import { OrdersTable } from '../orders/OrdersTable.tsx';
import { ProposalResult } from '../orders/ProposalResult.tsx';
import { StockAlerts } from './StockAlerts.tsx';

/**
 * /magazzino: what the stock is worth at cost, what is under its minimum (with «Proponi ordine»)
 * or below zero, the last movements and the open orders; links to the rest of the warehouse.
 */
export function WarehouseOverviewPage() {
  return (
    <Page>
      <PageTitle>Magazzino</PageTitle>
      <nav aria-label="Sezioni del magazzino">
        <Inline space="md" alignY="center">
          <Link to="/magazzino/prodotti">Prodotti</Link>
          <Link to="/magazzino/ordini">Ordini ai fornitori</Link>
          <Link to="/magazzino/fornitori">Fornitori</Link>
          <Link to="/magazzino/movimenti">Movimenti</Link>
          <Link to="/magazzino/inventario">Inventario</Link>
        </Inline>
      </nav>
      <QueryBoundary
        loading={<Spinner label="Caricamento del magazzino..." />}
        failure={retryAlertSaying('Impossibile caricare il magazzino. Riprova più tardi.')}
      >
        <Overview />
      </QueryBoundary>
    </Page>
  );
}

function Overview() {
  const api = useApi();
  const { data } = useSuspenseQuery(warehouseOverviewQueryOptions(api));
  return (
    <>
      <PageSection id="valore-title" title="Valore del magazzino">
        <p>
          <strong>{formatEuro(data.stockValueCents)}</strong> al costo, su{' '}
          {pluralIt(data.activeProductCount, {
            one: '# prodotto attivo',
            other: '# prodotti attivi',
          })}
        </p>
      </PageSection>
      <UnderMinimum overview={data} />
      {data.negativeCount > 0 ? (
        <PageSection id="negativi-title" title="Giacenza negativa">
          <p role="alert" className={pageFrame.failure}>
            {pluralIt(data.negativeCount, {
              one: '# prodotto ha la giacenza sotto zero: controlla i carichi o fai una rettifica.',
              other:
                '# prodotti hanno la giacenza sotto zero: controlla i carichi o fai una rettifica.',
            })}
          </p>
          <StockAlerts alerts={data.negative} label="Prodotti con giacenza negativa" />
        </PageSection>
      ) : null}
      <PageSection id="ultimi-movimenti-title" title="Ultimi movimenti">
        <MovementsTable movements={data.lastMovements} label="Ultimi movimenti" />
        <Link to="/magazzino/movimenti">Tutti i movimenti</Link>
      </PageSection>
      <PageSection id="ordini-aperti-title" title="Ordini aperti">
        <p className={pageFrame.muted}>
          {pluralIt(data.openOrderCount, { one: '# ordine aperto', other: '# ordini aperti' })}
        </p>
        <OrdersTable orders={data.openOrders} label="Ordini aperti" />
        <Link to="/magazzino/ordini">Tutti gli ordini</Link>
      </PageSection>
    </>
  );
}

function UnderMinimum({ overview }: { overview: WarehouseOverview }) {
  const api = useApi();
  const propose = useMutation(proposePurchaseOrdersMutation(api));
  return (
    <PageSection id="sotto-scorta-title" title="Sotto la scorta minima">
      {overview.underMinimumCount === 0 ? (
        <p className={pageFrame.muted}>Nessun prodotto è sotto la scorta minima.</p>
      ) : (
        <>
          <p>
            {pluralIt(overview.underMinimumCount, {
              one: '# prodotto è sotto la scorta minima.',
              other: '# prodotti sono sotto la scorta minima.',
            })}
          </p>
          <StockAlerts alerts={overview.underMinimum} label="Prodotti sotto la scorta minima" />
          <Inline space="sm">
            <Button isDisabled={propose.isPending} onPress={() => propose.mutate()}>
              {propose.isPending ? 'Proposta in corso...' : 'Proponi ordine'}
            </Button>
          </Inline>
        </>
      )}
      <FailureMessage error={propose.error} />
      {propose.data ? <ProposalResult proposal={propose.data} /> : null}
    </PageSection>
  );
}
