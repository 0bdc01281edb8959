import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import {
  cancelInventoryCountMutation,
  closeInventoryCountMutation,
  inventoryCountQueryOptions,
  inventoryCountsQueryOptions,
  type InventoryCount,
} from '@agendina/api';
import { formatDateTimeIt, pluralIt } from '@agendina/scheduling';
import {
  Button,
  ConfirmDialog,
  FailureMessage,
  Inline,
  Page,
  PageSection,
  PageTitle,
  Spinner,
  Stack,
} from '@agendina/ui';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { useSuccessMessage } from '../../../lib/use-success-message.ts';
import { CountEntry } from './CountEntry.tsx';
import { CountLines } from './CountLines.tsx';
import { OpenCountForm } from './OpenCountForm.tsx';
import { PastCounts } from './PastCounts.tsx';
import { closeQuestion } from './count-lines.ts';

/**
 * /magazzino/inventario, made for a phone in the stock room: open a count, scan or search each
 * product and type how many are on the shelf, then close it (one RETTIFICA per difference) or
 * cancel it. The counts already done are listed below.
 */
export function CountPage() {
  const [done, setDone] = useSuccessMessage();
  return (
    <Page>
      <Inline space="md">
        <Link to="/magazzino">← Magazzino</Link>
        <Link to="/magazzino/prodotti">Prodotti</Link>
      </Inline>
      <PageTitle>Inventario</PageTitle>
      {done ? <p role="status">{done}</p> : null}
      <QueryBoundary loading={<Spinner label="Caricamento degli inventari..." />}>
        <Counts onDone={setDone} />
      </QueryBoundary>
    </Page>
  );
}

function Counts({ onDone }: { onDone: (message: string) => void }) {
  const api = useApi();
  const { data: counts } = useSuspenseQuery(inventoryCountsQueryOptions(api));
  const open = counts.find((count) => count.status === 'APERTO');
  // Held here, not in the open count: closing refreshes the list, the open count leaves the page,
  // and a mutation of a component that left would never say how it ended.
  const close = useMutation(closeInventoryCountMutation(api));
  const cancel = useMutation(cancelInventoryCountMutation(api));
  return (
    <Stack space="lg">
      {open ? (
        <QueryBoundary loading={<Spinner label="Caricamento dell'inventario..." />}>
          <OpenCount
            id={open.id}
            onClose={() =>
              close.mutate(open.id, {
                onSuccess: (closed) =>
                  onDone(
                    `Inventario chiuso: ${pluralIt(closed.adjustmentCount, { one: '# rettifica scritta', other: '# rettifiche scritte' })}.`,
                  ),
              })
            }
            onCancel={() =>
              cancel.mutate(open.id, { onSuccess: () => onDone('Inventario annullato.') })
            }
            isPending={close.isPending || cancel.isPending}
          />
        </QueryBoundary>
      ) : (
        <OpenCountForm />
      )}
      <FailureMessage error={close.error ?? cancel.error} />
      <PageSection id="inventari-conclusi" title="Inventari conclusi">
        <PastCounts counts={counts} />
      </PageSection>
    </Stack>
  );
}

interface OpenCountProps {
  id: number;
  onClose: () => void;
  onCancel: () => void;
  isPending: boolean;
}

function OpenCount({ id, onClose, onCancel, isPending }: OpenCountProps) {
  const api = useApi();
  const { data: count } = useSuspenseQuery(inventoryCountQueryOptions(api, id));
  const [asking, setAsking] = useState<'close' | 'cancel' | null>(null);
  return (
    <PageSection id="inventario-aperto" title={countTitle(count)}>
      <CountEntry count={count} />
      <CountLines lines={count.lines} label="Prodotti contati" />
      <Inline space="sm">
        <Button isDisabled={isPending} onPress={() => setAsking('close')}>
          Chiudi inventario
        </Button>
        <Button variant="secondary" isDisabled={isPending} onPress={() => setAsking('cancel')}>
          Annulla inventario
        </Button>
      </Inline>
      <ConfirmDialog
        isOpen={asking === 'close'}
        onOpenChange={(isOpen) => !isOpen && setAsking(null)}
        title="Chiudere l'inventario?"
        message={closeQuestion(count.lines)}
        confirmLabel="Chiudi inventario"
        onConfirm={onClose}
      />
      <ConfirmDialog
        isOpen={asking === 'cancel'}
        onOpenChange={(isOpen) => !isOpen && setAsking(null)}
        title="Annullare l'inventario?"
        message="I conteggi inseriti vengono scartati e le quantità del magazzino non cambiano."
        confirmLabel="Annulla inventario"
        isDestructive
        onConfirm={onCancel}
      />
    </PageSection>
  );
}

const countTitle = (count: InventoryCount) =>
  `Inventario aperto il ${formatDateTimeIt(count.openedAt)}${count.note ? ` · ${count.note}` : ''}`;
