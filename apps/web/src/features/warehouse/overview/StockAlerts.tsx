import { Link } from '@tanstack/react-router';
import type { WarehouseOverview } from '@agendina/api';
import { Cell, Row, Table, TableBody, TableColumns } from '@agendina/ui';

type StockAlert = WarehouseOverview['underMinimum'][number];

const ALERT_COLUMNS = ['Prodotto', 'Giacenza', 'Scorta minima', 'Fornitore', 'Movimenti'];

/** Products under their minimum or below zero: quantity against minimum, and the supplier. */
export function StockAlerts({ alerts, label }: { alerts: readonly StockAlert[]; label: string }) {
  return (
    <Table aria-label={label}>
      <TableColumns columns={ALERT_COLUMNS} />
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
