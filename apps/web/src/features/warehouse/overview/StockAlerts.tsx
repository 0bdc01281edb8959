import { Link } from '@tanstack/react-router';
import type { WarehouseOverview } from '@agendina/api';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@agendina/ui';

type StockAlert = WarehouseOverview['underMinimum'][number];

/** Products under their minimum or below zero: quantity against minimum, and the supplier. */
export function StockAlerts({ alerts, label }: { alerts: readonly StockAlert[]; label: string }) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <Column isRowHeader>Prodotto</Column>
        <Column>Giacenza</Column>
        <Column>Scorta minima</Column>
        <Column>Fornitore</Column>
        <Column>Movimenti</Column>
      </TableHeader>
      <TableBody items={alerts.map((alert) => ({ ...alert, id: alert.productId }))}>
        {(alert) => (
          <Row id={alert.productId} textValue={alert.name}>
            <Cell>
              <Link to="/magazzino/prodotti" search={{ cerca: alert.name }}>
                {alert.name}
              </Link>
            </Cell>
            <Cell>{alert.quantity}</Cell>
            <Cell>{alert.minimumStock}</Cell>
            <Cell>{alert.supplierName ?? 'Nessun fornitore'}</Cell>
            <Cell>
              <Link
                to="/magazzino/movimenti"
                search={{ prodotto: alert.productId }}
                aria-label={`Movimenti di ${alert.name}`}
              >
                Movimenti
              </Link>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
