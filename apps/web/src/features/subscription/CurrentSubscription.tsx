import { useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import {
  cancelSubscriptionMutation,
  describeErrorText,
  resumeSubscriptionMutation,
  subscriptionQueryOptions,
} from '@agendina/api';
import { formatDateIt } from '@agendina/scheduling';
import { Badge, Button, ConfirmDialog, Inline, Stack, pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { useSuccessMessage } from '../../lib/use-success-message.ts';
import { intervalLabels, statusLabels, statusSentence, statusTones } from './subscription-text.ts';
import * as styles from './subscription.css.ts';

/** The salon's plan and status in one sentence, with 'Disdici' (asked first) and 'Riattiva'. */
export function CurrentSubscription() {
  const api = useApi();
  const { data: subscription } = useSuspenseQuery(subscriptionQueryOptions(api));
  const cancel = useMutation(cancelSubscriptionMutation(api));
  const resume = useMutation(resumeSubscriptionMutation(api));
  const [isConfirming, setConfirming] = useState(false);
  const [done, setDone] = useSuccessMessage();
  const failure = cancel.error ?? resume.error;
  const isActive = subscription.status === 'ACTIVE';
  const until = formatDateIt(subscription.currentPeriodEnd);

  return (
    <Stack space="md">
      <Inline space="sm" alignY="center">
        <span className={styles.planName}>
          {subscription.planName
            ? `Piano ${subscription.planName}${subscription.interval ? ` · ${intervalLabels[subscription.interval]}` : ''}`
            : 'Nessun piano scelto'}
        </span>
        <Badge tone={statusTones[subscription.status]}>{statusLabels[subscription.status]}</Badge>
      </Inline>
      <p className={styles.paragraph}>{statusSentence(subscription)}</p>
      <p className={pageFrame.muted}>
        I tuoi dati non vengono mai bloccati né cancellati per un pagamento mancato.
      </p>
      {failure ? (
        <p role="alert" className={pageFrame.failure}>
          {describeErrorText(failure)}
        </p>
      ) : null}
      {isActive ? (
        <Inline space="sm">
          {/* Not React Aria's isPending (its announcement fails axe here): a press while the
              call runs does nothing. */}
          {subscription.cancelAtPeriodEnd ? (
            <Button
              onPress={() =>
                !resume.isPending &&
                resume.mutate(undefined, {
                  onSuccess: () => setDone('Abbonamento riattivato: si rinnoverà come prima.'),
                })
              }
            >
              {resume.isPending ? 'Riattivazione in corso...' : 'Riattiva'}
            </Button>
          ) : (
            <Button variant="secondary" onPress={() => !cancel.isPending && setConfirming(true)}>
              {cancel.isPending ? 'Disdetta in corso...' : 'Disdici'}
            </Button>
          )}
        </Inline>
      ) : null}
      <p role="status" className={styles.success}>
        {done}
      </p>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title="Disdire l'abbonamento?"
        message={
          <Stack space="sm">
            <p className={styles.paragraph}>
              L&apos;abbonamento resta attivo fino al {until}: fino ad allora usi Agendina come
              oggi, poi non ti addebitiamo più nulla.
            </p>
            <p className={styles.paragraph}>
              Non perdi nessun dato: clienti, appuntamenti e incassi restano dove sono. Puoi
              riattivarlo quando vuoi.
            </p>
          </Stack>
        }
        confirmLabel="Sì, disdici"
        cancelLabel="No, resta abbonato"
        isDestructive
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => setDone(`Abbonamento disdetto: resta attivo fino al ${until}.`),
          })
        }
      />
    </Stack>
  );
}
