import { Link } from '@tanstack/react-router';
import type { StockMovement } from '@agendina/api';
import { STOCK_MOVEMENT_KIND_LABELS, formatDateTimeIt } from '@agendina/scheduling';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@agendina/ui';

/** "+4" in, "−2" out: the sign is always written, as on a bank statement. */
export const signed = (quantity: number) =>
  quantity > 0 ? `+${quantity}` : quantity < 0 ? `−${-quantity}` : '0';

/**
 * Movements of the ledger, newest first: when, product (its own ledger), kind, signed quantity,
 * the balance right after, who, and where it comes from (an order, a receipt, a count).
 */
export function MovementsTable({
  movements,
  label = 'Movimenti',
}: {
  movements: readonly StockMovement[];
  label?: string;
}) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <Column isRowHeader>Data e ora</Column>
        <Column>Prodotto</Column>
        <Column>Tipo</Column>
        <Column>Quantità</Column>
        <Column>Giacenza dopo</Column>
        <Column>Chi</Column>
        <Column>Origine</Column>
      </TableHeader>
      <TableBody items={movements} renderEmptyState={() => 'Nessun movimento con questi filtri.'}>
        {(movement) => (
          <Row id={movement.id} textValue={`${movement.productName} ${movement.kind}`}>
            <Cell>{formatDateTimeIt(movement.createdAt)}</Cell>
            <Cell>
              <Link to="/magazzino/movimenti" search={{ prodotto: movement.productId }}>
                {movement.productName}
              </Link>
            </Cell>
            <Cell>{STOCK_MOVEMENT_KIND_LABELS[movement.kind]}</Cell>
            <Cell>{signed(movement.quantity)}</Cell>
            <Cell>{movement.balanceAfter}</Cell>
            <Cell>{movement.userEmail ?? 'Sistema'}</Cell>
            <Cell>
              <Origin movement={movement} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

function Origin({ movement }: { movement: StockMovement }) {
  if (movement.purchaseOrderId !== null)
    return (
      <Link to="/magazzino/ordini/$id" params={{ id: String(movement.purchaseOrderId) }}>
        Ordine n. {movement.purchaseOrderNumber}
      </Link>
    );
  if (movement.receiptId !== null)
    return (
      <Link to="/cassa/scontrino/$id" params={{ id: String(movement.receiptId) }}>
        Scontrino {movement.receiptNumber}
      </Link>
    );
  if (movement.inventoryCountId !== null) return <>Inventario</>;
  return <>{movement.reason ?? '—'}</>;
}
