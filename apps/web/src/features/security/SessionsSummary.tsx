import { formatDateTimeIt } from '@agendina/scheduling';
import type { components } from '@agendina/api';
import * as styles from './security.css.ts';
import { pageFrame } from '@agendina/ui';
// The same term / value list as the salon's profile pageFrame.

type SessionInfo = components['schemas']['SessionInfo'];

export type SessionsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; info: SessionInfo };

const fromEpochSeconds = (seconds: number | null) =>
  seconds === null ? null : new Date(seconds * 1000);

/** Active sessions out of the maximum, oldest and newest, and the warning at the limit (SPEC.md §2). */
export function SessionsSummary({ state }: { state: SessionsState }) {
  if (state.status === 'loading') return <p role="status">Caricamento delle sessioni...</p>;
  if (state.status === 'error')
    return (
      <p role="alert" className={styles.failure}>
        Impossibile caricare le informazioni sulle sessioni. Riprova più tardi.
      </p>
    );
  const { activeSessionCount, maxSessionsAllowed, oldestSessionTimestamp, newestSessionTimestamp } =
    state.info;
  return (
    <>
      <dl className={pageFrame.facts}>
        <dt className={pageFrame.term}>Sessioni attive</dt>
        <dd className={pageFrame.value}>
          {activeSessionCount} di {maxSessionsAllowed}
        </dd>
        <dt className={pageFrame.term}>Sessione più vecchia</dt>
        <dd className={pageFrame.value}>
          {formatDateTimeIt(fromEpochSeconds(oldestSessionTimestamp))}
        </dd>
        <dt className={pageFrame.term}>Sessione più recente</dt>
        <dd className={pageFrame.value}>
          {formatDateTimeIt(fromEpochSeconds(newestSessionTimestamp))}
        </dd>
      </dl>
      {activeSessionCount >= maxSessionsAllowed ? (
        <p className={styles.warning}>
          Hai raggiunto il numero massimo di sessioni: un nuovo accesso chiuderà le sessioni più
          vecchie.
        </p>
      ) : null}
    </>
  );
}
