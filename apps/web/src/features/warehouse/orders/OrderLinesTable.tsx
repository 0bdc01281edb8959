import type { PurchaseOrder } from '@agendina/api';
import { formatEuro, remainingToReceive } from '@agendina/scheduling';
import { Cell, Row, Table, TableBody, TableColumns } from '@agendina/ui';

const LINE_COLUMNS = [
  'Prodotto',
  'Codice',
  'Quantità',
  'Ricevuti',
  'Da ricevere',
  'Costo unitario',
  'Totale',
];

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
      <TableColumns columns={LINE_COLUMNS} />
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
