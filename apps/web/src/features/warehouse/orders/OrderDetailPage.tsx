import { Suspense, useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  cancelPurchaseOrderMutation,
  purchaseOrderQueryOptions,
  sendPurchaseOrderMutation,
  updatePurchaseOrderMutation,
} from '@agendina/api';
import { PURCHASE_ORDER_STATUS_LABELS, formatDateTimeIt, formatEuro } from '@agendina/scheduling';
import {
  Badge,
  Button,
  ConfirmDialog,
  Inline,
  Modal,
  Spinner,
  pageFrame,
  PageSection,
  FailureMessage,
  Page,
  PageTitle,
} from '@agendina/ui';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { afterFirstPaint } from '../../../lib/after-first-paint.ts';
import { useApi } from '../../../lib/router-context.ts';
import { useSuccessMessage } from '../../../lib/use-success-message.ts';
import { OrderForm, usePreloadedOrderForm } from './order-form-after-paint.ts';
import { OrderLinesTable } from './OrderLinesTable.tsx';
import { orderInputOf, orderValuesOf } from './order-form.ts';
import { orderTitle, purchaseOrderStatusTones } from './order-labels.ts';

// «Ricevi merce» (its quantities per line) loads after the order is shown.
const [ReceiveDialog, usePreloadedReceiveDialog] = afterFirstPaint(() =>
  import('./ReceiveDialog.tsx').then((module) => module.ReceiveDialog),
);

type Dialog = 'edit' | 'receive' | 'cancel' | null;

/**
 * /magazzino/ordini/$id: an order's lines and progress, and what its status allows: edit and
 * send a BOZZA, receive goods, cancel (asked first). A refusal shows the server's Italian 409.
 */
export function OrderDetailPage({ orderId }: { orderId: number }) {
  const api = useApi();
  const navigate = useNavigate();
  const { data: order } = useSuspenseQuery(purchaseOrderQueryOptions(api, orderId));
  const update = useMutation(updatePurchaseOrderMutation(api, orderId));
  const send = useMutation(sendPurchaseOrderMutation(api));
  const cancel = useMutation(cancelPurchaseOrderMutation(api));
  const [dialog, setDialog] = useState<Dialog>(null);
  usePreloadedOrderForm();
  usePreloadedReceiveDialog();
  const [done, setDone] = useSuccessMessage();
  const open =
    order.status === 'BOZZA' ||
    order.status === 'INVIATO' ||
    order.status === 'PARZIALMENTE_RICEVUTO';
  const receiving = order.status === 'INVIATO' || order.status === 'PARZIALMENTE_RICEVUTO';
  const printable = order.status !== 'BOZZA' && order.status !== 'ANNULLATO';
  const close = () => setDialog(null);

  return (
    <Page>
      <Inline space="md" alignY="center">
        <Link to="/magazzino/ordini">Ordini ai fornitori</Link>
        <Link to="/magazzino/fornitori">Fornitori</Link>
      </Inline>
      <Inline space="sm" alignY="center">
        <PageTitle>{orderTitle(order)}</PageTitle>
        <Badge tone={purchaseOrderStatusTones[order.status]}>
          {PURCHASE_ORDER_STATUS_LABELS[order.status]}
        </Badge>
      </Inline>
      <dl className={pageFrame.facts}>
        <dt className={pageFrame.term}>Fornitore</dt>
        <dd className={pageFrame.value}>{order.supplierName}</dd>
        <dt className={pageFrame.term}>Creato il</dt>
        <dd className={pageFrame.value}>{formatDateTimeIt(order.createdAt)}</dd>
        <dt className={pageFrame.term}>Inviato il</dt>
        <dd className={pageFrame.value}>{order.sentAt ? formatDateTimeIt(order.sentAt) : '—'}</dd>
        <dt className={pageFrame.term}>Totale</dt>
        <dd className={pageFrame.value}>{formatEuro(order.totalCents)}</dd>
        {order.notes ? (
          <>
            <dt className={pageFrame.term}>Note</dt>
            <dd className={pageFrame.value}>{order.notes}</dd>
          </>
        ) : null}
      </dl>
      <Inline space="sm" alignY="center">
        {order.status === 'BOZZA' ? (
          <>
            <Button variant="secondary" onPress={() => setDialog('edit')}>
              Modifica
            </Button>
            <Button
              isDisabled={send.isPending}
              onPress={() =>
                send.mutate(order.id, {
                  onSuccess: () =>
                    void navigate({
                      to: '/magazzino/ordini/$id/stampa',
                      params: { id: String(order.id) },
                    }),
                })
              }
            >
              Invia al fornitore
            </Button>
          </>
        ) : null}
        {receiving ? <Button onPress={() => setDialog('receive')}>Ricevi merce</Button> : null}
        {printable ? (
          <Link to="/magazzino/ordini/$id/stampa" params={{ id: String(order.id) }}>
            Ordine stampabile
          </Link>
        ) : null}
        {open ? (
          <Button variant="danger" onPress={() => setDialog('cancel')}>
            Annulla ordine
          </Button>
        ) : null}
      </Inline>
      <FailureMessage error={send.error ?? cancel.error} />
      <p role="status" className={pageFrame.muted}>
        {done}
      </p>
      <PageSection id="righe-ordine-title" title="Prodotti ordinati">
        <OrderLinesTable lines={order.lines} showProgress={order.status !== 'BOZZA'} />
      </PageSection>
      {dialog === 'edit' ? (
        <Modal
          isOpen
          size="lg"
          onOpenChange={(o) => !o && close()}
          title={`Modifica ${orderTitle(order)}`}
        >
          <QueryBoundary loading={<Spinner label="Caricamento dei fornitori..." />}>
            <OrderForm
              initialValues={orderValuesOf(order)}
              submitLabel="Salva bozza"
              isSubmitting={update.isPending}
              failure={update.error}
              onCancel={close}
              onSubmit={(values) =>
                update.mutate(orderInputOf(values), {
                  onSuccess: () => {
                    close();
                    setDone('Bozza salvata');
                  },
                })
              }
            />
          </QueryBoundary>
        </Modal>
      ) : null}
      {dialog === 'receive' ? (
        <Suspense fallback={null}>
          <ReceiveDialog
            order={order}
            onClose={close}
            onReceived={(received) => {
              close();
              setDone(
                `Merce registrata: ordine ${PURCHASE_ORDER_STATUS_LABELS[received.status].toLowerCase()}`,
              );
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        isOpen={dialog === 'cancel'}
        onOpenChange={(o) => !o && close()}
        title="Annullare l'ordine?"
        message={`${orderTitle(order)} a ${order.supplierName} sarà annullato: non si potrà più inviare né ricevere.`}
        confirmLabel="Annulla ordine"
        cancelLabel="Torna all'ordine"
        isDestructive
        onConfirm={() => {
          close();
          cancel.mutate(order.id, { onSuccess: () => setDone('Ordine annullato') });
        }}
      />
    </Page>
  );
}
