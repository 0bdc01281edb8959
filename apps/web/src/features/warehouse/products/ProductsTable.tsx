import type { Product } from '@agendina/api';
import { formatEuro } from '@agendina/scheduling';
import { Badge, Button, Cell, Row, Table, TableBody, TableColumns } from '@agendina/ui';
import { productUnitShort, productUseLabels } from './product-labels.ts';

const PRODUCT_COLUMNS = ['Prodotto', 'EAN', 'Uso', 'Quantità', 'Prezzo', 'Azioni'];

export interface ProductsTableProps {
  products: readonly Product[];
  onOpen: (product: Product) => void;
}

/** One page of products with their quantities (read-only: the ledger's sum). */
export function ProductsTable({ products, onOpen }: ProductsTableProps) {
  return (
    <Table aria-label="Prodotti">
      <TableColumns columns={PRODUCT_COLUMNS} />
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
