import { Link } from '@tanstack/react-router';
import type { PurchaseOrderProposal } from '@agendina/api';
import { formatEuro, pluralIt } from '@agendina/scheduling';
import { orderTitle } from './order-labels.ts';
import { pageFrame, PageSection } from '@agendina/ui';

/**
 * What «Proponi ordine» drafted: one BOZZA per supplier (each to check and send), and the
 * products under their minimum that have no supplier, so cannot be ordered yet.
 */
export function ProposalResult({ proposal }: { proposal: PurchaseOrderProposal }) {
  const { orders, withoutSupplier } = proposal;
  return (
    <PageSection id="proposta-title" title="Ordini proposti">
      {orders.length === 0 ? (
        <p className={pageFrame.muted}>
          Nessun ordine da proporre: i prodotti con un fornitore sono sopra la scorta minima.
        </p>
      ) : (
        <>
          <p role="status">
            {pluralIt(orders.length, {
              one: 'Preparata # bozza: controllala e inviala al fornitore.',
              other: 'Preparate # bozze: controllale e inviale ai fornitori.',
            })}
          </p>
          <ul className={pageFrame.list} aria-label="Bozze preparate">
            {orders.map((order) => (
              <li key={order.id} className={pageFrame.listItem}>
                <Link to="/magazzino/ordini/$id" params={{ id: String(order.id) }}>
                  {orderTitle(order)}
                </Link>
                <span>
                  {order.supplierName} ·{' '}
                  {pluralIt(order.lines.length, { one: '# prodotto', other: '# prodotti' })} ·{' '}
                  {formatEuro(order.totalCents)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {withoutSupplier.length > 0 ? (
        <>
          <h3>Prodotti senza fornitore</h3>
          <p className={pageFrame.muted}>
            Sono sotto la scorta minima ma non hanno un fornitore: assegnane uno per ordinarli.
          </p>
          <ul className={pageFrame.list} aria-label="Prodotti senza fornitore">
            {withoutSupplier.map((product) => (
              <li key={product.productId} className={pageFrame.listItem}>
                {product.productName}: da ordinare {product.quantity}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </PageSection>
  );
}
