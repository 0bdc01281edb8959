import { useState } from 'react';
import type { IntegrationKey } from '@agendina/api';
import { formatDateTimeIt } from '@agendina/scheduling';
import {
  Badge,
  Button,
  ConfirmDialog,
  Inline,
  Stack,
  pageFrame,
  FailureMessage,
} from '@agendina/ui';
import { lastUsedOf, maskedKey } from './key-labels.ts';
import * as styles from './integration-keys.css.ts';

export interface IntegrationKeyListProps {
  keys: readonly IntegrationKey[];
  /** The last refused revoke or rotate, in Italian (e.g. 409 'La chiave è già stata revocata'). */
  failure: unknown;
  isBusy: boolean;
  onRevoke: (key: IntegrationKey) => void;
  /** Left out where keys cannot be rotated (the admin's view). */
  onRotate?: ((key: IntegrationKey) => void) | undefined;
}

type Asking = { kind: 'revoke' | 'rotate'; key: IntegrationKey } | null;

/** The keys, newest first: masked, created, last used, revoked; revoke and rotate ask first. */
export function IntegrationKeyList({
  keys,
  failure,
  isBusy,
  onRevoke,
  onRotate,
}: IntegrationKeyListProps) {
  const [asking, setAsking] = useState<Asking>(null);
  if (keys.length === 0)
    return (
      <Stack space="sm">
        <FailureMessage error={failure} />
        <p className={pageFrame.muted}>Nessuna chiave di integrazione.</p>
      </Stack>
    );
  return (
    <Stack space="sm">
      <FailureMessage error={failure} />
      <ul className={pageFrame.list} aria-label="Chiavi di integrazione">
        {keys.map((key) => (
          <li key={key.id} className={pageFrame.listItem}>
            <Stack space="xs" className={pageFrame.grow}>
              <strong>{key.label}</strong>
              <span className={styles.prefix} aria-label={`Chiave che inizia con ${key.prefix}`}>
                {maskedKey(key.prefix)}
              </span>
              <span className={pageFrame.muted}>
                Creata il {formatDateTimeIt(key.createdAt)} · {lastUsedOf(key)}
              </span>
            </Stack>
            {key.revokedAt ? (
              <Badge tone="neutral">{`Revocata il ${formatDateTimeIt(key.revokedAt)}`}</Badge>
            ) : (
              <Inline space="sm" alignY="center">
                <Badge tone="success">Attiva</Badge>
                {onRotate ? (
                  <Button
                    variant="secondary"
                    isDisabled={isBusy}
                    aria-label={`Rigenera ${key.label}`}
                    onPress={() => setAsking({ kind: 'rotate', key })}
                  >
                    Rigenera
                  </Button>
                ) : null}
                <Button
                  variant="danger"
                  isDisabled={isBusy}
                  aria-label={`Revoca ${key.label}`}
                  onPress={() => setAsking({ kind: 'revoke', key })}
                >
                  Revoca
                </Button>
              </Inline>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={asking?.kind === 'revoke'}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title="Revocare la chiave?"
        message={`«${asking?.key.label ?? ''}» smetterà subito di funzionare: gli assistenti che la usano non potranno più prenotare finché non ricevono una nuova chiave.`}
        confirmLabel="Revoca chiave"
        isDestructive
        onConfirm={() => asking && onRevoke(asking.key)}
      />
      <ConfirmDialog
        isOpen={asking?.kind === 'rotate'}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title="Rigenerare la chiave?"
        message={`«${asking?.key.label ?? ''}» viene revocata e sostituita da una nuova chiave con lo stesso nome, mostrata una sola volta: dovrai incollarla nelle impostazioni dell'assistente.`}
        confirmLabel="Rigenera chiave"
        isDestructive
        onConfirm={() => asking && onRotate?.(asking.key)}
      />
    </Stack>
  );
}
