// The client card's «Acconti» (issue #35): the deposits the client paid online, newest visit first,
// with what became of each. Nothing is shown for a client who never paid one.
import { useQuery } from '@tanstack/react-query';
import { clientDepositsQueryOptions, type components } from '@agendina/api';
import { formatDateTimeIt, formatEuro } from '@agendina/scheduling';
import {
  Cell,
  Column,
  FailureMessage,
  PageSection,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { depositStateText } from '../appointments/deposit-text.ts';

type ClientDeposit = components['schemas']['ClientDeposit'];

export function ClientDeposits({ clientId }: { clientId: number }) {
  const api = useApi();
  const deposits = useQuery(clientDepositsQueryOptions(api, clientId));
  if (deposits.isError)
    return (
      <PageSection id="acconti-title" title="Acconti">
        <FailureMessage error={deposits.error} />
      </PageSection>
    );
  if (!deposits.data || deposits.data.length === 0) return null;
  return (
    <PageSection id="acconti-title" title="Acconti">
      <DepositsTable deposits={deposits.data} />
    </PageSection>
  );
}

export function DepositsTable({ deposits }: { deposits: readonly ClientDeposit[] }) {
  return (
    <Table aria-label="Acconti">
      <TableHeader>
        <Column isRowHeader>Appuntamento</Column>
        <Column>Servizi</Column>
        <Column>Importo</Column>
        <Column>Stato</Column>
      </TableHeader>
      <TableBody items={deposits.map((d) => ({ ...d, id: d.deposit.id }))}>
        {(d) => (
          <Row id={d.id} textValue={`${formatDateTimeIt(d.dateTime)} ${d.services.join(', ')}`}>
            <Cell>{formatDateTimeIt(d.dateTime)}</Cell>
            <Cell>{d.services.join(', ')}</Cell>
            <Cell>{formatEuro(d.deposit.amountCents)}</Cell>
            <Cell>{depositStateText(d.deposit)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
