import type { Product } from '@agendina/api';
import { formatEuro } from '@agendina/scheduling';
import { Badge, Button, Cell, Column, Row, Table, TableBody, TableHeader } from '@agendina/ui';
import { productUnitShort, productUseLabels } from './product-labels.ts';

export interface ProductsTableProps {
  products: readonly Product[];
  onOpen: (product: Product) => void;
}

/** One page of products with their quantities (read-only: the ledger's sum). */
export function ProductsTable({ products, onOpen }: ProductsTableProps) {
  return (
    <Table aria-label="Prodotti">
      <TableHeader>
        <Column isRowHeader>Prodotto</Column>
        <Column>EAN</Column>
        <Column>Uso</Column>
        <Column>Quantità</Column>
        <Column>Prezzo</Column>
        <Column>Azioni</Column>
      </TableHeader>
      <TableBody items={products} renderEmptyState={() => 'Nessun prodotto con questi filtri.'}>
        {(product) => (
          <Row id={product.id} textValue={product.name}>
            <Cell>
              {product.name}
              {product.brand ? ` · ${product.brand}` : ''}
              {product.active ? null : <Badge tone="neutral">Archiviato</Badge>}
            </Cell>
            <Cell>{product.ean ?? '—'}</Cell>
            <Cell>{productUseLabels[product.use]}</Cell>
            <Cell>
              {product.quantity} {productUnitShort[product.unit]}{' '}
              {product.underMinimum ? <Badge tone="warning">Sotto scorta</Badge> : null}
            </Cell>
            <Cell>
              {product.salePriceCents === null ? '—' : formatEuro(product.salePriceCents)}
            </Cell>
            <Cell>
              <Button variant="secondary" onPress={() => onOpen(product)}>
                Apri
              </Button>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
