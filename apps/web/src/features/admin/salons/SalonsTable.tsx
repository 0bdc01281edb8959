import { Link } from '@tanstack/react-router';
import type { AdminSalonSummary } from '@agendina/api';
import { formatDateIt } from '@agendina/scheduling';
import {
  Badge,
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  businessWording,
  type Key,
} from '@agendina/ui';
import { subscriptionStatusLabels, subscriptionStatusTones, yesNo } from '../admin-labels.ts';
import type { SalonSortField, SortDirection } from './salons-search.ts';

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
      <TableHeader>
        <Column id={'name' satisfies SalonSortField} isRowHeader allowsSorting>
          Nome
        </Column>
        <Column id={'email' satisfies SalonSortField} allowsSorting>
          E-mail
        </Column>
        <Column id={'businessType' satisfies SalonSortField} allowsSorting>
          Attività
        </Column>
        <Column id={'plan' satisfies SalonSortField} allowsSorting>
          Piano
        </Column>
        <Column id={'status' satisfies SalonSortField} allowsSorting>
          Stato
        </Column>
        <Column id={'createdAt' satisfies SalonSortField} allowsSorting>
          Creato il
        </Column>
        <Column id={'active' satisfies SalonSortField} allowsSorting>
          Attivo
        </Column>
        <Column id={'digitalCash' satisfies SalonSortField} allowsSorting>
          Cassa digitale
        </Column>
      </TableHeader>
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
