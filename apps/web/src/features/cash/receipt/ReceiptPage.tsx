import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { currentUserQueryOptions, receiptQueryOptions } from '@agendina/api';
import { Button, Inline, Spinner, pageFrame, PageSection, Page, PageTitle } from '@agendina/ui';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { EmailReceiptForm } from './EmailReceiptForm.tsx';
import { ReceiptDocument, type PrintFormat } from './ReceiptDocument.tsx';
import { RefundReceiptDialog } from './RefundReceiptDialog.tsx';
import { VoidReceiptDialog } from './VoidReceiptDialog.tsx';
import { canRefund, canVoid } from './refund-form.ts';
import * as styles from './receipt.css.ts';

export interface ReceiptPageProps {
  /** null when the address names no receipt (not a number). */
  receiptId: number | null;
  /** Shows a print layout on screen (stories). */
  preview?: PrintFormat;
}

/** /cassa/scontrino/$id: the receipt after "Incassa" or from the history, with its actions. */
export function ReceiptPage({ receiptId, preview }: ReceiptPageProps) {
  return (
    <Page className={styles.page}>
      {receiptId === null ? (
        <>
          <PageTitle>Scontrino</PageTitle>
          <p role="alert">Scontrino non trovato.</p>
        </>
      ) : (
        <QueryBoundary loading={<Spinner label="Caricamento dello scontrino..." />}>
          <ReceiptView receiptId={receiptId} preview={preview} />
        </QueryBoundary>
      )}
    </Page>
  );
}

function ReceiptView({ receiptId, preview }: { receiptId: number; preview?: PrintFormat }) {
  const api = useApi();
  const { data: receipt } = useSuspenseQuery(receiptQueryOptions(api, receiptId));
  const { data: salon } = useSuspenseQuery(currentUserQueryOptions(api));
  const [printFormat, setPrintFormat] = useState<PrintFormat>(preview ?? 'a4');
  const [dialog, setDialog] = useState<'void' | 'refund' | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // The format is on the receipt before the print dialog reads the page's print styles.
  const print = (format: PrintFormat) => {
    flushSync(() => setPrintFormat(format));
    window.print();
  };

  return (
    <>
      <div className={styles.noPrint}>
        <Inline space="md" align="spaceBetween" alignY="center">
          <PageTitle>Scontrino {receipt.number}</PageTitle>
          <Link to="/cassa/storico">Torna allo storico</Link>
        </Inline>
      </div>
      <div className={styles.noPrint}>
        <Inline space="sm">
          <Button variant="secondary" onPress={() => print('80mm')}>
            Stampa scontrino (80 mm)
          </Button>
          <Button variant="secondary" onPress={() => print('a4')}>
            Stampa A4
          </Button>
          {canRefund(receipt) ? (
            <Button variant="secondary" onPress={() => setDialog('refund')}>
              Reso
            </Button>
          ) : null}
          {canVoid(receipt) ? (
            <Button variant="danger" onPress={() => setDialog('void')}>
              Annulla scontrino
            </Button>
          ) : null}
        </Inline>
        <p role="status" className={pageFrame.muted}>
          {done}
        </p>
      </div>
      <ReceiptDocument
        receipt={receipt}
        salon={salon}
        printFormat={printFormat}
        {...(preview ? { preview } : {})}
      />
      <div className={styles.noPrint}>
        <PageSection id="invia-scontrino" title="Invia per e-mail">
          <EmailReceiptForm receipt={receipt} />
        </PageSection>
      </div>
      <VoidReceiptDialog
        receipt={receipt}
        isOpen={dialog === 'void'}
        onOpenChange={(open) => setDialog(open ? 'void' : null)}
        onVoided={(voided) => setDone(`Scontrino ${voided.number} annullato.`)}
      />
      <RefundReceiptDialog
        receipt={receipt}
        isOpen={dialog === 'refund'}
        onOpenChange={(open) => setDialog(open ? 'refund' : null)}
        onRefunded={(refunded) => setDone(`Reso registrato sullo scontrino ${refunded.number}.`)}
      />
    </>
  );
}
