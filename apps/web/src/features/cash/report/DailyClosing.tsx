import { Suspense, useEffect, useRef, useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { cashClosingsQueryOptions, closeCashDayMutation, type components } from '@agendina/api';
import { formatDateIt, formatEuro, formatTimeIt, pluralIt } from '@agendina/scheduling';
import { Button, Stack, pageFrame } from '@agendina/ui';
import { ConfirmDialog } from '../../../lib/dialogs-after-paint.ts';
import { useApi } from '../../../lib/router-context.ts';
import { CallFailure } from './CallFailure.tsx';
import * as styles from './report.css.ts';

type Closing = components['schemas']['DailyClosing'];

/** «Chiusura giornaliera n. 3 del 19/11/2026 fatta alle 19:45: incasso …, 8 scontrini emessi.» */
export function closingText(closing: Closing): string {
  return (
    `Chiusura giornaliera n. ${closing.number} del ${formatDateIt(closing.date)} fatta alle ${formatTimeIt(closing.closedAt)}: ` +
    `incasso ${formatEuro(closing.report.totalCents)}, ` +
    pluralIt(closing.report.receipts, { one: '# scontrino emesso.', other: '# scontrini emessi.' })
  );
}

/**
 * Chiusura giornaliera: today only (the contract closes the salon's current day). Before it, a
 * button behind a confirmation that says what it does; once today is closed (here, or earlier on
 * another device), the closing itself: its number and time, and no button.
 */
export function DailyClosing({ today }: { today: string }) {
  const api = useApi();
  const [closing] = useSuspenseQuery(
    cashClosingsQueryOptions(api, { from: today, to: today }),
  ).data;
  const close = useMutation(closeCashDayMutation(api));
  const [isConfirming, setConfirming] = useState(false);
  const outcome = useRef<HTMLParagraphElement>(null);
  // Tried here, and the day is closed (by this try, or a refused one: closed on another device).
  const closedHere = (close.isSuccess || close.isError) && closing !== undefined;
  // The button that opened the dialog is gone once the day is closed: the keyboard goes on from
  // the outcome it led to.
  useEffect(() => {
    if (closedHere) outcome.current?.focus();
  }, [closedHere]);

  if (closing)
    return (
      <Stack space="md">
        <p className={pageFrame.muted}>
          La giornata di oggi è chiusa: la prossima chiusura giornaliera si fa domani.
        </p>
        <p ref={outcome} tabIndex={-1} role="status" className={styles.outcome}>
          {closingText(closing)}
        </p>
      </Stack>
    );
  return (
    <Stack space="md">
      <p className={pageFrame.muted}>
        A fine giornata, la chiusura giornaliera chiude la giornata sul servizio fiscale e registra
        gli incassi di oggi così come sono in quel momento. Si fa una volta al giorno.
      </p>
      <div>
        <Button
          // Never disabled: the dialog gives focus back to it. A closing made meanwhile on
          // another device is refused by the server with its Italian message.
          onPress={() => !close.isPending && setConfirming(true)}
        >
          Chiusura giornaliera di oggi
        </Button>
      </div>
      <CallFailure error={close.error} />
      <Suspense fallback={null}>
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
      </Suspense>
    </Stack>
  );
}
