import { useId } from 'react';
import type { Temporal } from 'temporal-polyfill';
import {
  formatDateTimeIt,
  formatDurationIt,
  formatMinuteOfDay,
  minuteOfDay,
  type Timeline,
} from '@agendina/scheduling';
import * as styles from './Wizard.css.ts';

export interface WizardSummaryProps {
  clientName: string;
  start: Temporal.PlainDateTime;
  timeline: Timeline;
}

/** The summary of step 3: client, date and time, services with operators, total time. */
export function WizardSummary({ clientName, start, timeline }: WizardSummaryProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        Riepilogo
      </h3>
      <dl className={styles.summary}>
        <dt className={styles.term}>Cliente</dt>
        <dd className={styles.definition}>{clientName}</dd>
        <dt className={styles.term}>Data e ora</dt>
        <dd className={styles.definition}>
          {formatDateTimeIt(start)} – {formatMinuteOfDay(minuteOfDay(timeline.end))}
        </dd>
        <dt className={styles.term}>Servizi</dt>
        <dd className={styles.definition}>
          {timeline.items.map((i) => `${i.serviceName} (${i.operatorName})`).join(', ')}
        </dd>
        <dt className={styles.term}>Durata totale</dt>
        <dd className={styles.definition}>{formatDurationIt(timeline.totalMinutes)}</dd>
      </dl>
    </section>
  );
}
