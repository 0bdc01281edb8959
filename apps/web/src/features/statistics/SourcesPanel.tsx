import { useSuspenseQuery } from '@tanstack/react-query';
import { bookingSourceStatisticsQueryOptions, type StatisticsPeriod } from '@agendina/api';
import { APPOINTMENT_SOURCES, SOURCE_LABELS_IT } from '@agendina/scheduling';
import { CategoryBarChart, pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { difference, measure } from './figure-cell.ts';
import { FigureTable } from './FigureTable.tsx';
import { HeadlineFigures } from './HeadlineFigures.tsx';
import * as styles from './statistics.css.ts';

/** Where the bookings came from: WhatsApp, the voice assistant, the staff, the booking page. */
export function SourcesPanel({ period }: { period: StatisticsPeriod }) {
  const api = useApi();
  const stats = useSuspenseQuery(bookingSourceStatisticsQueryOptions(api, period)).data;
  const { current, previous } = stats;
  if (current.total === 0)
    return <p className={pageFrame.muted}>Nessuna prenotazione nel periodo scelto.</p>;
  const sources = APPOINTMENT_SOURCES.map((source) => ({
    key: source,
    label: SOURCE_LABELS_IT[source],
    value: current.bySource[source],
    previous: previous.bySource[source],
  }));
  return (
    <>
      <HeadlineFigures
        figures={[
          { name: 'Prenotazioni', unit: 'count', current: current.total, previous: previous.total },
        ]}
      />
      <div className={styles.pair}>
        <CategoryBarChart
          title="Prenotazioni per canale"
          description={`Prenotazioni di ogni canale: ${sources
            .map((s) => `${s.label} ${s.value}`)
            .join(', ')}; con il periodo precedente.`}
          data={sources}
          unit="count"
        />
        <FigureTable
          caption="Prenotazioni per canale"
          headers={[
            'Canale',
            'Prenotazioni',
            'Quota (%)',
            'Prenotazioni nel periodo precedente',
            'Differenza',
          ]}
          rows={sources.map((s) => ({
            key: s.key,
            cells: [
              s.label,
              measure('count', s.value),
              measure('share', s.value / current.total),
              measure('count', s.previous),
              difference('count', s.value, s.previous),
            ],
          }))}
          period={stats.period}
        />
      </div>
    </>
  );
}
