import { Link } from '@tanstack/react-router';
import type { PurchaseOrderSummary } from '@agendina/api';
import { PURCHASE_ORDER_STATUS_LABELS, formatDateIt, formatEuro } from '@agendina/scheduling';
import { Badge, Cell, Column, Row, Table, TableBody, TableHeader } from '@agendina/ui';
import { orderTitle, purchaseOrderStatusTones } from './order-labels.ts';

/** Orders in a list (the page of orders, the overview's open ones): each opens its detail. */
export function OrdersTable({
  orders,
  label = 'Ordini',
}: {
  orders: readonly PurchaseOrderSummary[];
  label?: string;
}) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <Column isRowHeader>Ordine</Column>
        <Column>Fornitore</Column>
        <Column>Stato</Column>
        <Column>Righe</Column>
        <Column>Totale</Column>
        <Column>Creato il</Column>
      </TableHeader>
      <TableBody items={orders} renderEmptyState={() => 'Nessun ordine.'}>
        {(order) => (
          <Row id={order.id} textValue={orderTitle(order)}>
            <Cell>
              <Link to="/magazzino/ordini/$id" params={{ id: String(order.id) }}>
                {orderTitle(order)}
              </Link>
            </Cell>
            <Cell>{order.supplierName}</Cell>
            <Cell>
              <Badge tone={purchaseOrderStatusTones[order.status]}>
                {PURCHASE_ORDER_STATUS_LABELS[order.status]}
              </Badge>
            </Cell>
            <Cell>{order.lineCount}</Cell>
            <Cell>{formatEuro(order.totalCents)}</Cell>
            <Cell>{formatDateIt(order.createdAt)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
