import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { warehouseOverviewQueryOptions } from '@agendina/api';
import { formatEuro, pluralIt } from '@agendina/scheduling';
import { Inline, Page, PageSection, PageTitle, Spinner, pageFrame } from '@agendina/ui';
import { QueryBoundary, retryAlertSaying } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { MovementsTable } from '../movements/MovementsTable.tsx';
import { OrdersTable } from '../orders/OrdersTable.tsx';
import { StockAlerts } from './StockAlerts.tsx';
import { UnderMinimum } from './UnderMinimum.tsx';

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
