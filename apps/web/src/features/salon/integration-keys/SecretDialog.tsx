import type { IssuedIntegrationKey } from '@agendina/api';
import { Button, CopyButton, Inline, Modal, Stack } from '@agendina/ui';
import * as styles from './integration-keys.css.ts';

export interface SecretDialogProps {
  /** The key just issued or rotated; null closes the dialog (and forgets the secret). */
  issued: IssuedIntegrationKey | null;
  onClose: () => void;
}

/**
 * The one time a key's secret is shown: to copy now, since only its prefix is kept. A click
 * outside does not close it, so the secret is not lost by accident.
 */
export function SecretDialog({ issued, onClose }: SecretDialogProps) {
  return (
    <Modal
      isOpen={issued !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable={false}
      title="Chiave creata"
    >
      {issued ? (
        <Stack space="md">
          <p className={styles.warning}>
            Copia la chiave ora e incollala nelle impostazioni dell'assistente: per sicurezza non
            verrà mostrata di nuovo.
          </p>
          <Stack space="xs">
            <span className={styles.muted}>{issued.key.label}</span>
            <code className={styles.secret} aria-label={`Chiave ${issued.key.label}`}>
              {issued.secret}
            </code>
          </Stack>
          <CopyButton
            text={issued.secret}
            label="Copia chiave"
            copiedMessage="Chiave copiata"
            fallbackLabel="Chiave da copiare"
          />
          <Inline space="sm" align="right">
            <Button onPress={onClose}>Ho copiato la chiave</Button>
          </Inline>
        </Stack>
      ) : null}
    </Modal>
  );
}
