import { useId } from 'react';
import type { Temporal } from 'temporal-polyfill';
import {
  formatDateTimeIt,
  formatDurationIt,
  formatEuro,
  formatMinuteOfDay,
  minuteOfDay,
  type ServicesTotal,
  type Timeline,
} from '@agendina/scheduling';
import * as styles from './Wizard.css.ts';

export interface WizardSummaryProps {
  clientName: string;
  start: Temporal.PlainDateTime;
  timeline: Timeline;
  /** The services' list prices added up (servicesTotal); left out, no price row. */
  total?: ServicesTotal;
}

/** "80,00 €", or "80,00 € (1 servizio senza prezzo)" when a price is missing. */
function totalPriceText(total: ServicesTotal): string {
  if (total.unpriced === 0) return formatEuro(total.cents);
  const which =
    total.unpriced === 1 ? '1 servizio senza prezzo' : `${total.unpriced} servizi senza prezzo`;
  return `${formatEuro(total.cents)} (${which})`;
}

/** The summary of step 3: client, date and time, services with operators, total time and price. */
export function WizardSummary({ clientName, start, timeline, total }: WizardSummaryProps) {
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
        {total ? (
          <>
            <dt className={styles.term}>Prezzo totale</dt>
            <dd className={styles.definition}>{totalPriceText(total)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
