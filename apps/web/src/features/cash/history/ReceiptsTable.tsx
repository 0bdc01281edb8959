import { Link } from '@tanstack/react-router';
import type { components } from '@agendina/api';
import { formatDateTimeIt, formatEuro } from '@agendina/scheduling';
import { Badge, Cell, Column, Row, Table, TableBody, TableHeader } from '@agendina/ui';
import {
  fiscalStateLabels,
  fiscalStateTones,
  methodsLabel,
  receiptStatusLabels,
  receiptStatusTones,
} from '../receipt/receipt-labels.ts';

type ReceiptSummary = components['schemas']['ReceiptSummary'];

/** The history's page of receipts: each number opens its receipt; the fiscal state in plain. */
export function ReceiptsTable({ receipts }: { receipts: readonly ReceiptSummary[] }) {
  return (
    <Table aria-label="Scontrini">
      <TableHeader>
        <Column isRowHeader>Numero</Column>
        <Column>Data e ora</Column>
        <Column>Cliente</Column>
        <Column>Pagamento</Column>
        <Column>Totale</Column>
        <Column>Stato</Column>
        <Column>Stato fiscale</Column>
      </TableHeader>
      <TableBody
        items={receipts}
        renderEmptyState={() => 'Nessuno scontrino con questi filtri nel periodo scelto.'}
      >
        {(receipt) => (
          <Row id={receipt.id} textValue={receipt.number}>
            <Cell>
              <Link
                to="/cassa/scontrino/$id"
                params={{ id: String(receipt.id) }}
                aria-label={`Scontrino ${receipt.number}`}
              >
                {receipt.number}
              </Link>
            </Cell>
            <Cell>{formatDateTimeIt(receipt.issuedAt)}</Cell>
            <Cell>{receipt.clientName ?? '—'}</Cell>
            <Cell>{methodsLabel(receipt.methods)}</Cell>
            <Cell>
              {formatEuro(receipt.totalCents)}
              {receipt.refundedCents > 0 ? ` (reso ${formatEuro(receipt.refundedCents)})` : ''}
            </Cell>
            <Cell>
              <Badge tone={receiptStatusTones[receipt.status]}>
                {receiptStatusLabels[receipt.status]}
              </Badge>
            </Cell>
            <Cell>
              <Badge tone={fiscalStateTones[receipt.fiscalState]}>
                {fiscalStateLabels[receipt.fiscalState]}
              </Badge>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
