import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  currentUserQueryOptions,
  purchaseOrderQueryOptions,
  supplierQueryOptions,
} from '@agendina/api';
import { formatDateIt, formatEuro } from '@agendina/scheduling';
import { Button, Inline, Page, PageTitle } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { orderTitle } from './order-labels.ts';
import * as styles from './order-print.css.ts';

/**
 * /magazzino/ordini/$id/stampa: the order for the supplier, to print or save as PDF: the salon
 * (from the current account), the supplier, the lines and the total. «Stampa» opens the
 * browser's print dialog; the print stylesheet leaves only the sheet on paper.
 */
export function OrderPrintPage({ orderId }: { orderId: number }) {
  const api = useApi();
  const { data: order } = useSuspenseQuery(purchaseOrderQueryOptions(api, orderId));
  const { data: supplier } = useSuspenseQuery(supplierQueryOptions(api, order.supplierId));
  const { data: salon } = useSuspenseQuery(currentUserQueryOptions(api));

  return (
    <Page>
      <Inline space="md" alignY="center">
        <span className={styles.noPrint}>
          <Link to="/magazzino/ordini/$id" params={{ id: String(order.id) }}>
            Torna all&apos;ordine
          </Link>
        </span>
        <span className={styles.noPrint}>
          <Button onPress={() => window.print()}>Stampa</Button>
        </span>
      </Inline>
      <article className={styles.sheet} data-print-order aria-labelledby="ordine-stampa-title">
        <PageTitle id="ordine-stampa-title">
          {orderTitle(order)}
          {order.sentAt ? ` del ${formatDateIt(order.sentAt)}` : ''}
        </PageTitle>
        <div className={styles.parties}>
          <address className={styles.party} aria-label="Cliente">
            <h2 className={styles.partyTitle}>Da</h2>
            <p className={styles.line}>{salon.name}</p>
            {salon.address ? <p className={styles.line}>{salon.address}</p> : null}
            {salon.vatNumber ? <p className={styles.line}>P. IVA {salon.vatNumber}</p> : null}
            {salon.phoneNumber ? <p className={styles.line}>Tel. {salon.phoneNumber}</p> : null}
            {salon.email ? <p className={styles.line}>{salon.email}</p> : null}
          </address>
          <address className={styles.party} aria-label="Fornitore">
            <h2 className={styles.partyTitle}>A</h2>
            <p className={styles.line}>{supplier.name}</p>
            {supplier.contactName ? (
              <p className={styles.line}>Alla c.a. di {supplier.contactName}</p>
            ) : null}
            {supplier.vatNumber ? <p className={styles.line}>P. IVA {supplier.vatNumber}</p> : null}
            {supplier.phoneNumber ? (
              <p className={styles.line}>Tel. {supplier.phoneNumber}</p>
            ) : null}
            {supplier.email ? <p className={styles.line}>{supplier.email}</p> : null}
          </address>
        </div>
        <table className={styles.table} aria-label="Prodotti ordinati">
          <thead>
            <tr>
              <th className={styles.cell}>Prodotto</th>
              <th className={styles.cell}>Codice EAN</th>
              <th className={styles.amount}>Quantità</th>
              <th className={styles.amount}>Costo unitario</th>
              <th className={styles.amount}>Totale</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.productId}>
                <td className={styles.cell}>{line.productName}</td>
                <td className={styles.cell}>{line.ean ?? '—'}</td>
                <td className={styles.amount}>{line.quantity}</td>
                <td className={styles.amount}>{formatEuro(line.unitCostCents)}</td>
                <td className={styles.amount}>{formatEuro(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.total}>Totale ordine: {formatEuro(order.totalCents)}</p>
        {order.notes ? <p className={styles.line}>Note: {order.notes}</p> : null}
      </article>
    </Page>
  );
}
