import { useState } from 'react';
import { Button, ConfirmDialog, Modal, Inline, Stack } from '@agendina/ui';
import { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm.tsx';
import { SessionsSummary, type SessionsState } from './SessionsSummary.tsx';
import * as styles from './security.css.ts';

export interface SecuritySettingsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  sessions: SessionsState;
  password: ChangePasswordFormProps;
  isLoggingOutAll: boolean;
  logoutAllFailure: string | null;
  onLogoutAll: () => void;
}

/** The security-settings dialog of SPEC.md §2: sessions, change password, logout everywhere. */
export function SecuritySettingsDialog({
  isOpen,
  onOpenChange,
  sessions,
  password,
  isLoggingOutAll,
  logoutAllFailure,
  onLogoutAll,
}: SecuritySettingsDialogProps) {
  const [isConfirmingLogoutAll, setConfirmingLogoutAll] = useState(false);
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title="Impostazioni di sicurezza" size="md">
      {(close) => (
        <Stack space="xl">
          <Stack component="section" space="md" aria-labelledby="sicurezza-sessioni">
            <h3 id="sicurezza-sessioni" className={styles.sectionTitle}>
              Sessioni attive
            </h3>
            <SessionsSummary state={sessions} />
          </Stack>
          <Stack component="section" space="md" aria-labelledby="sicurezza-password">
            <h3 id="sicurezza-password" className={styles.sectionTitle}>
              Cambia password
            </h3>
            <ChangePasswordForm {...password} />
          </Stack>
          <Stack component="section" space="md" aria-labelledby="sicurezza-dispositivi">
            <h3 id="sicurezza-dispositivi" className={styles.sectionTitle}>
              Tutti i dispositivi
            </h3>
            {logoutAllFailure ? (
              <p role="alert" className={styles.failure}>
                {logoutAllFailure}
              </p>
            ) : null}
            <Inline space="sm" align="right">
              <Button
                variant="danger"
                isDisabled={isLoggingOutAll}
                onPress={() => setConfirmingLogoutAll(true)}
              >
                {isLoggingOutAll ? 'Disconnessione...' : 'Esci da tutti i dispositivi'}
              </Button>
              <Button variant="secondary" onPress={close}>
                Chiudi
              </Button>
            </Inline>
          </Stack>
          <ConfirmDialog
            isOpen={isConfirmingLogoutAll}
            onOpenChange={setConfirmingLogoutAll}
            title="Uscire da tutti i dispositivi?"
            message="Tutte le sessioni, compresa questa, verranno chiuse e dovrai accedere di nuovo."
            confirmLabel="Esci da tutti i dispositivi"
            isDestructive
            onConfirm={onLogoutAll}
          />
        </Stack>
      )}
    </Modal>
  );
}
