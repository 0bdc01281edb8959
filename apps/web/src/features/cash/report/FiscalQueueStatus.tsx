import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { fiscalQueueQueryOptions, retryFiscalQueueMutation, type components } from '@agendina/api';
import { formatDateTimeIt, pluralIt } from '@agendina/scheduling';
import { Button, Spinner, Stack, pageFrame } from '@agendina/ui';
import { QueryBoundary, retryAlertSaying } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { CallFailure } from './CallFailure.tsx';
import * as styles from './report.css.ts';

type FiscalQueue = components['schemas']['FiscalQueue'];

const documentKinds: Readonly<Record<string, string>> = {
  VENDITA: 'vendita',
  ANNULLO: 'annullo',
  RESO: 'reso',
};

/** "2 documenti da trasmettere e 1 rifiutato": the queue in one sentence. */
export function queueSummary(queue: FiscalQueue): string {
  const waiting = pluralIt(queue.waiting, {
    one: '# documento da trasmettere',
    other: '# documenti da trasmettere',
  });
  if (queue.refused === 0) return waiting;
  const refused = pluralIt(queue.refused, { one: '# rifiutato', other: '# rifiutati' });
  return queue.waiting === 0 ? `${refused} dal servizio fiscale` : `${waiting} e ${refused}`;
}

/**
 * The fiscal documents still waiting for the fiscal service (or refused by it): how many, the
 * oldest, and "Ritrasmetti ora". An empty queue is a quiet line. Loads in its own boundary, so
 * the report shows even when the queue cannot be read.
 */
export function FiscalQueueStatus() {
  return (
    <QueryBoundary
      loading={<Spinner label="Caricamento della coda fiscale..." />}
      failure={retryAlertSaying(
        'Impossibile leggere la coda dei documenti fiscali. Riprova più tardi.',
      )}
    >
      <FiscalQueueBody />
    </QueryBoundary>
  );
}

function FiscalQueueBody() {
  const api = useApi();
  const queue = useSuspenseQuery(fiscalQueueQueryOptions(api)).data;
  const retry = useMutation(retryFiscalQueueMutation(api));
  const oldest = queue.documents[0];
  return (
    <Stack space="md">
      {oldest === undefined ? (
        <p role="status" className={pageFrame.muted}>
          Tutto trasmesso: nessun documento in attesa del servizio fiscale.
        </p>
      ) : (
        <>
          <p role="status" className={styles.outcome}>
            {`${queueSummary(queue)}.`}
          </p>
          <p className={pageFrame.muted}>
            {`Il più vecchio: ${documentKinds[oldest.document.kind] ?? oldest.document.kind} dello scontrino ${oldest.receiptNumber}, ` +
              (oldest.nextAttemptAt
                ? `nuovo tentativo automatico il ${formatDateTimeIt(oldest.nextAttemptAt)}.`
                : 'nessun nuovo tentativo automatico.')}
            {oldest.document.lastError ? ` Ultimo errore: ${oldest.document.lastError}` : null}
          </p>
          <div>
            <Button
              variant="secondary"
              // Not React Aria's isPending: its announcement dangles once the button goes away.
              onPress={() => !retry.isPending && retry.mutate()}
            >
              Ritrasmetti ora
            </Button>
          </div>
        </>
      )}
      <CallFailure error={retry.error} />
    </Stack>
  );
}
