import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { stockMovementsQueryOptions, type StockMovement } from '@agendina/api';
import { STOCK_MOVEMENT_KIND_LABELS, formatDateTimeIt } from '@agendina/scheduling';
import { Cell, PagedList, Row, Spinner, Table, TableBody, TableColumns } from '@agendina/ui';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';

export const MOVEMENTS_PAGE_SIZE = 10;

/** What a movement came from, in words: the order, the receipt, the count or the reason typed. */
function originOf(movement: StockMovement): string {
  if (movement.purchaseOrderNumber !== null) return `Ordine n. ${movement.purchaseOrderNumber}`;
  if (movement.receiptNumber !== null) return `Scontrino ${movement.receiptNumber}`;
  if (movement.inventoryCountId !== null) return 'Inventario';
  return movement.reason ?? '—';
}

const MOVEMENT_COLUMNS = ['Data', 'Tipo', 'Quantità', 'Saldo', 'Origine', 'Utente'];

const signed = (quantity: number) => (quantity > 0 ? `+${quantity}` : String(quantity));

/** The product's ledger, newest first, a page at a time: where its quantity comes from. */
export function ProductMovements({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  return (
    <QueryBoundary loading={<Spinner label="Caricamento dei movimenti..." />}>
      <MovementsPage productId={productId} page={page} onPageChange={setPage} />
    </QueryBoundary>
  );
}

function MovementsPage({
  productId,
  page,
  onPageChange,
}: {
  productId: number;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const api = useApi();
  const { data } = useSuspenseQuery(
    stockMovementsQueryOptions(api, { productId, page: page - 1, size: MOVEMENTS_PAGE_SIZE }),
  );
  return (
    <PagedList
      space="sm"
      pager={{
        'aria-label': 'Pagine dei movimenti',
        page,
        pageCount: data.totalPages,
        onPageChange,
      }}
    >
      <Table aria-label="Movimenti del prodotto">
        <TableColumns columns={MOVEMENT_COLUMNS} />
        <TableBody items={data.content} renderEmptyState={() => 'Nessun movimento: quantità 0.'}>
          {(movement) => (
            <Row id={movement.id}>
              <Cell>{formatDateTimeIt(movement.createdAt)}</Cell>
              <Cell>{STOCK_MOVEMENT_KIND_LABELS[movement.kind]}</Cell>
              <Cell>{signed(movement.quantity)}</Cell>
              <Cell>{movement.balanceAfter}</Cell>
              <Cell>{originOf(movement)}</Cell>
              <Cell>{movement.userEmail ?? 'Sistema'}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </PagedList>
  );
}
