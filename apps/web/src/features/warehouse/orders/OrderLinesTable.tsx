import type { PurchaseOrder } from '@agendina/api';
import { formatEuro, remainingToReceive } from '@agendina/scheduling';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@agendina/ui';

/** An order's lines; once sent, with what has arrived and what is still expected. */
export function OrderLinesTable({
  lines,
  showProgress,
}: {
  lines: PurchaseOrder['lines'];
  showProgress: boolean;
}) {
  return (
    <Table aria-label="Righe dell'ordine">
      <TableHeader>
        <Column isRowHeader>Prodotto</Column>
        <Column>Codice</Column>
        <Column>Quantità</Column>
        <Column>Ricevuti</Column>
        <Column>Da ricevere</Column>
        <Column>Costo unitario</Column>
        <Column>Totale</Column>
      </TableHeader>
      <TableBody items={lines.map((line) => ({ ...line, id: line.productId }))}>
        {(line) => (
          <Row id={line.productId} textValue={line.productName}>
            <Cell>{line.productName}</Cell>
            <Cell>{line.ean ?? '—'}</Cell>
            <Cell>{line.quantity}</Cell>
            <Cell>{showProgress ? line.receivedQuantity : '—'}</Cell>
            <Cell>{showProgress ? remainingToReceive(line) : '—'}</Cell>
            <Cell>{formatEuro(line.unitCostCents)}</Cell>
            <Cell>{formatEuro(line.totalCents)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
