import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { cashQueueQueryOptions } from '@agendina/api';
import { Button, Columns, ColumnsItem, Inline, Spinner } from '@agendina/ui';
import { SaleEditor } from '../../../features/cash/sale/SaleEditor.tsx';
import { emptySale } from '../../../features/cash/sale/sale-model.ts';
import { PageSection } from '../../../features/salon/PageSection.tsx';
import * as layout from '../../../features/salon/layout.css.ts';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { CashQueueList } from './-components/CashQueueList.tsx';
import { validateCashDeskSearch } from './-components/cash-desk-search.ts';
import { VisitSale } from './-components/VisitSale.tsx';

export const Route = createFileRoute('/_app/_cash/cassa/')({
  staticData: { title: 'Cassa', private: true },
  // 'Manda in Pagamento' opens the cash desk with its appointment: ?appuntamento=<id>.
  validateSearch: validateCashDeskSearch,
  // The queue loads under its own boundary (useSuspenseQuery): started here, not awaited.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(cashQueueQueryOptions(context.api));
  },
  codeSplitGroupings: [['loader', 'component']],
  component: CassaPage,
});

/** /cassa (MODULES.md "Cash desk"): the visits waiting to be paid, and the sale being made. */
function CassaPage() {
  const { appuntamento } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [walkIn, setWalkIn] = useState(0);
  // The receipt page comes with /cassa/scontrino/$id: a plain path, whatever its params' type.
  const onIssued = (receiptId: number) => void navigate({ href: `/cassa/scontrino/${receiptId}` });

  return (
    <main className={layout.page}>
      <Inline space="md" align="spaceBetween" alignY="center">
        <h1 className={layout.title}>Cassa</h1>
        <Button
          variant="secondary"
          onPress={() => {
            setWalkIn((n) => n + 1);
            void navigate({ search: {} });
          }}
        >
          Nuova vendita
        </Button>
      </Inline>
      <Columns space="xl" collapseBelow="desktop">
        <ColumnsItem width="1/3">
          <PageSection id="coda-title" title="In attesa di pagamento">
            <QueryBoundary loading={<Spinner label="Caricamento dei clienti in attesa..." />}>
              <CashQueueList
                selectedAppointmentId={appuntamento}
                onOpen={(visit) => {
                  setWalkIn(0);
                  void navigate({ search: { appuntamento: visit.appointmentIds[0] } });
                }}
              />
            </QueryBoundary>
          </PageSection>
        </ColumnsItem>
        <ColumnsItem>
          {appuntamento !== undefined ? (
            <QueryBoundary loading={<Spinner label="Caricamento della vendita..." />}>
              <VisitSale key={appuntamento} appointmentId={appuntamento} onIssued={onIssued} />
            </QueryBoundary>
          ) : walkIn > 0 ? (
            <SaleEditor
              key={`nuova-${walkIn}`}
              initial={emptySale()}
              title="Nuova vendita"
              onIssued={onIssued}
            />
          ) : (
            <PageSection id="vendita-title" title="Vendita">
              <p className={layout.muted}>
                Apri un cliente in attesa, oppure premi «Nuova vendita» per una vendita al banco.
              </p>
            </PageSection>
          )}
        </ColumnsItem>
      </Columns>
    </main>
  );
}
