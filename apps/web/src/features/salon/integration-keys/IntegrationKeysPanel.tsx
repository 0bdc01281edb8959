import { useState, type FormEvent } from 'react';
import {
  useMutation,
  useQueryClient,
  useSuspenseQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import type { IntegrationKey, IssuedIntegrationKey, components } from '@agendina/api';
import { Form, Spinner, Stack, TextField, pageFrame, FormFooter } from '@agendina/ui';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { IntegrationKeyList } from './IntegrationKeyList.tsx';
import { SecretDialog } from './SecretDialog.tsx';
import { validateKeyLabel } from './key-labels.ts';

/**
 * The calls of one owner of keys: the admin's for a salon, or the salon's own (/salone). Only
 * the salon's own keys can be rotated.
 */
export interface IntegrationKeysAccess<TKey extends QueryKey = QueryKey> {
  list: UseSuspenseQueryOptions<IntegrationKey[], Error, IntegrationKey[], TKey>;
  issue: UseMutationOptions<
    IssuedIntegrationKey,
    Error,
    components['schemas']['IntegrationKeyCreateRequest']
  >;
  revoke: UseMutationOptions<IntegrationKey, Error, number>;
  rotate?: UseMutationOptions<IssuedIntegrationKey, Error, number> | undefined;
}

/**
 * The WhatsApp and voice assistants' keys: issue one with a label (its secret shown once, then
 * only its prefix), revoke, and where allowed rotate ('Rigenera'). Used by /admin/salon/$id and
 * by /salone.
 */
export function IntegrationKeysPanel<TKey extends QueryKey>({
  access,
}: {
  access: IntegrationKeysAccess<TKey>;
}) {
  const queryClient = useQueryClient();
  // A refused revoke (409: already revoked) also means the list is old: read it again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: access.list.queryKey });
  const issue = useMutation(access.issue);
  const [issued, setIssued] = useState<IssuedIntegrationKey | null>(null);
  const [label, setLabel] = useState('');
  const [labelError, setLabelError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = validateKeyLabel(label);
    setLabelError(error);
    if (error) return;
    issue.mutate(
      { label: label.trim() },
      {
        onSuccess: (key) => {
          setIssued(key);
          setLabel('');
        },
      },
    );
  };

  return (
    <Stack space="lg">
      <p className={pageFrame.muted}>
        Le chiavi collegano gli assistenti WhatsApp e vocale al salone. Una chiave revocata smette
        subito di funzionare.
      </p>
      <Form className={pageFrame.form} onSubmit={submit} aria-label="Nuova chiave di integrazione">
        <TextField
          label="Nome della chiave"
          name="label"
          value={label}
          onChange={setLabel}
          description="A cosa serve, es. Assistente vocale"
          errorMessage={labelError}
        />
        <FormFooter
          failure={issue.error}
          submitLabel="Crea chiave"
          isSubmitting={issue.isPending}
        />
      </Form>
      <QueryBoundary loading={<Spinner label="Caricamento delle chiavi..." />}>
        <KeysOf access={access} onIssued={setIssued} onRefresh={refresh} />
      </QueryBoundary>
      <SecretDialog issued={issued} onClose={() => setIssued(null)} />
    </Stack>
  );
}

function KeysOf<TKey extends QueryKey>({
  access,
  onIssued,
  onRefresh,
}: {
  access: IntegrationKeysAccess<TKey>;
  onIssued: (key: IssuedIntegrationKey) => void;
  onRefresh: () => void;
}) {
  const { data: keys } = useSuspenseQuery(access.list);
  const revoke = useMutation({ ...access.revoke, onError: onRefresh });
  const rotate = useMutation({ ...(access.rotate ?? {}), onError: onRefresh });
  return (
    <IntegrationKeyList
      keys={keys}
      failure={revoke.error ?? rotate.error}
      isBusy={revoke.isPending || rotate.isPending}
      onRevoke={(key) => {
        rotate.reset();
        revoke.mutate(key.id);
      }}
      onRotate={
        access.rotate
          ? (key) => {
              revoke.reset();
              rotate.mutate(key.id, { onSuccess: onIssued });
            }
          : undefined
      }
    />
  );
}
