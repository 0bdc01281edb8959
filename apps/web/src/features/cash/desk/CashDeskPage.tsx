import { useState } from 'react';
import {
  Button,
  Columns,
  ColumnsItem,
  Inline,
  Spinner,
  pageFrame,
  PageSection,
  Page,
  PageTitle,
} from '@agendina/ui';
import { SaleEditor } from '../sale/SaleEditor.tsx';
import { emptySale } from '../sale/sale-model.ts';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { CashQueueList } from './CashQueueList.tsx';
import { VisitSale } from './VisitSale.tsx';

/** /cassa (MODULES.md "Cash desk"): the visits waiting to be paid, and the sale being made. */
export function CashDeskPage({
  appuntamento,
  onSelect,
  onIssued,
}: {
  /** The visit being paid (?appuntamento=), or none. */
  appuntamento: number | undefined;
  /** Opens a visit of the queue, or none (a sale at the counter). */
  onSelect: (appointmentId: number | undefined) => void;
  onIssued: (receiptId: number) => void;
}) {
  const [walkIn, setWalkIn] = useState(0);

  return (
    <Page>
      <Inline space="md" align="spaceBetween" alignY="center">
        <PageTitle>Cassa</PageTitle>
        <Button
          variant="secondary"
          onPress={() => {
            setWalkIn((n) => n + 1);
            onSelect(undefined);
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
                  onSelect(visit.appointmentIds[0]);
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
              <p className={pageFrame.muted}>
                Apri un cliente in attesa, oppure premi «Nuova vendita» per una vendita al banco.
              </p>
            </PageSection>
          )}
        </ColumnsItem>
      </Columns>
    </Page>
  );
}
