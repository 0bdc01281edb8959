import { pluralIt } from '@agendina/scheduling';
import { useMemo, useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import {
  clientSearchDebounceMs,
  clientsQueryOptions,
  deleteClientMutation,
  filterClients,
  type Client,
} from '@agendina/api';
import {
  Button,
  TextField,
  Inline,
  pageFrame,
  FailureMessage,
  Page,
  PageTitle,
} from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { ClientDialog } from './ClientDialog.tsx';
import { ClientsTable } from './ClientsTable.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { RowDialogs, useRowDialogs } from '../../lib/row-dialogs.tsx';

export interface ClientsArchiveProps {
  /** The search the page opens with (?cerca= in the address). */
  initialTerm: string;
  /** Every change of the search, for the address (Back and a reload find it again). */
  onTermChange: (term: string) => void;
}

/** /database-clienti: search (300 ms), the table, create, edit and delete with confirmation. */
export function ClientsArchive({ initialTerm, onTermChange }: ClientsArchiveProps) {
  const api = useApi();
  const { data: clients } = useSuspenseQuery(clientsQueryOptions(api));
  // The field keeps its own state so typing never waits for the router.
  const [term, setTerm] = useState(initialTerm);
  const debounced = useDebouncedValue(term, clientSearchDebounceMs);
  const dialogs = useRowDialogs<Client>();
  const remove = useMutation(deleteClientMutation(api));
  // The archive lists every match (the wizard's picker shows the first 10). The same list until
  // the debounced term changes: a keystroke draws the field, not the table (issue #37).
  const shown = useMemo(
    () => filterClients(clients, debounced, clients.length),
    [clients, debounced],
  );

  return (
    <Page>
      <Inline space="md" align="spaceBetween" alignY="center">
        <PageTitle>Archivio clienti</PageTitle>
        <Button onPress={dialogs.openNew}>Nuovo cliente</Button>
      </Inline>
      <TextField
        label="Cerca cliente"
        type="search"
        description="Per nome, numero di telefono o e-mail"
        value={term}
        onChange={(next) => {
          setTerm(next);
          onTermChange(next);
        }}
      />
      <p className={pageFrame.muted} aria-live="polite">
        {pluralIt(shown.length, { one: '# cliente', other: '# clienti' })}
      </p>
      <FailureMessage error={remove.error} />
      <ClientsTable clients={shown} onEdit={dialogs.openEdit} onDelete={dialogs.askDelete} />
      <RowDialogs
        dialogs={dialogs}
        edit={(client, close) => (
          <ClientDialog client={client} isOpen onOpenChange={(open) => !open && close()} />
        )}
        deleteQuestion={(client) => ({
          title: 'Eliminare il cliente?',
          message: `${client?.name ?? ''} sarà eliminato dall'archivio insieme alle sue durate personalizzate. L'operazione non si può annullare.`,
        })}
        onDelete={(client) => remove.mutate(client.id)}
      />
    </Page>
  );
}
