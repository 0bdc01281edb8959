import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { closeCashDayMutation } from '@agendina/api';
import { formatDateIt, formatEuro, formatTimeIt, pluralIt } from '@agendina/scheduling';
import { Button, ConfirmDialog, Stack } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { CallFailure } from './CallFailure.tsx';
import * as layout from '../../salon/layout.css.ts';
import * as styles from './report.css.ts';

/**
 * Chiusura giornaliera: today only (the contract closes the salon's current day), behind a
 * confirmation that says what it does; the result, or the server's Italian refusal, stays shown.
 */
export function DailyClosing() {
  const api = useApi();
  const close = useMutation(closeCashDayMutation(api));
  const [isConfirming, setConfirming] = useState(false);
  const closing = close.data;
  return (
    <Stack space="md">
      <p className={layout.muted}>
        A fine giornata, la chiusura giornaliera chiude la giornata sul servizio fiscale e registra
        gli incassi di oggi così come sono in quel momento. Si fa una volta al giorno.
      </p>
      <div>
        <Button
          // Never disabled: the dialog gives focus back to it. A second closing is refused by
          // the server with its Italian message.
          onPress={() => !close.isPending && setConfirming(true)}
        >
          Chiusura giornaliera di oggi
        </Button>
      </div>
      {closing ? (
        <p role="status" className={styles.outcome}>
          {`Chiusura giornaliera del ${formatDateIt(closing.date)} fatta alle ${formatTimeIt(closing.closedAt)}: ` +
            `incasso ${formatEuro(closing.report.totalCents)}, ` +
            pluralIt(closing.report.receipts, {
              one: '# scontrino emesso.',
              other: '# scontrini emessi.',
            })}
        </p>
      ) : null}
      <CallFailure error={close.error} />
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title="Fare la chiusura giornaliera di oggi?"
        message={
          <>
            Il servizio fiscale chiude la giornata di oggi: i documenti emessi dopo entrano nella
            chiusura successiva. I totali di oggi vengono fissati come sono adesso e non si potrà
            rifare la chiusura fino a domani.
          </>
        }
        confirmLabel="Fai la chiusura"
        onConfirm={() => close.mutate()}
      />
    </Stack>
  );
}
