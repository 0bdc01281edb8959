import { Link } from '@tanstack/react-router';
import type { AdminSalonSummary } from '@agendina/api';
import { formatDateIt } from '@agendina/scheduling';
import {
  Badge,
  Cell,
  Row,
  Table,
  TableBody,
  TableColumns,
  businessWording,
  type Key,
} from '@agendina/ui';
import { subscriptionStatusLabels, subscriptionStatusTones, yesNo } from '../admin-labels.ts';
import { SALON_SORT_FIELDS, type SalonSortField, type SortDirection } from './salons-search.ts';

/** The heading of each column; every column sorts, by the server field it is named by. */
const SALON_HEADINGS: Record<SalonSortField, string> = {
  name: 'Nome',
  email: 'E-mail',
  businessType: 'Attività',
  plan: 'Piano',
  status: 'Stato',
  createdAt: 'Creato il',
  active: 'Attivo',
  digitalCash: 'Cassa digitale',
};
const SALON_COLUMNS = SALON_SORT_FIELDS.map((id) => ({ id, name: SALON_HEADINGS[id] }));

export interface SalonsTableProps {
  salons: readonly AdminSalonSummary[];
  sort: SalonSortField;
  direction: SortDirection;
  onSortChange: (sort: SalonSortField, direction: SortDirection) => void;
}

/**
 * One page of salons as the server sorted it: a column header asks the server for another
 * order (10,000 salons are never sorted in the browser); a salon's name opens its page.
 */
export function SalonsTable({ salons, sort, direction, onSortChange }: SalonsTableProps) {
  return (
    <Table
      aria-label="Saloni"
      sortDescriptor={{ column: sort, direction: direction === 'asc' ? 'ascending' : 'descending' }}
      onSortChange={({ column, direction: next }) =>
        onSortChange(column as SalonSortField, next === 'ascending' ? 'asc' : 'desc')
      }
    >
      <TableColumns columns={SALON_COLUMNS} allowsSorting />
      <TableBody items={salons} renderEmptyState={() => 'Nessun salone con questi filtri.'}>
        {(salon) => (
          <Row id={salon.id satisfies Key} textValue={salon.name}>
            <Cell>
              <Link to="/admin/salon/$id" params={{ id: String(salon.id) }}>
                {salon.name}
              </Link>
            </Cell>
            <Cell>{salon.ownerEmail ?? '—'}</Cell>
            <Cell>{businessWording(salon.businessType).label}</Cell>
            <Cell>{salon.planCode ?? '—'}</Cell>
            <Cell>
              <Badge tone={subscriptionStatusTones[salon.subscriptionStatus]}>
                {subscriptionStatusLabels[salon.subscriptionStatus]}
              </Badge>
            </Cell>
            <Cell>{formatDateIt(salon.createdAt)}</Cell>
            <Cell>{yesNo(salon.active)}</Cell>
            <Cell>{yesNo(salon.digitalCashEnabled)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
