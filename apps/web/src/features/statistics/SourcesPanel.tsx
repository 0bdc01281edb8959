import { useSuspenseQuery } from '@tanstack/react-query';
import { bookingSourceStatisticsQueryOptions, type StatisticsPeriod } from '@agendina/api';
import { APPOINTMENT_SOURCES, SOURCE_LABELS_IT } from '@agendina/scheduling';
import { pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { barsOf, ChartPair } from './ChartPair.tsx';
import { difference, measure } from './figure-cell.ts';
import { figureOf } from './figure-of.ts';
import { HeadlineFigures } from './HeadlineFigures.tsx';

/** Where the bookings came from: WhatsApp, the voice assistant, the staff, the booking page. */
export function SourcesPanel({ period }: { period: StatisticsPeriod }) {
  const api = useApi();
  const stats = useSuspenseQuery(bookingSourceStatisticsQueryOptions(api, period)).data;
  const { current, previous } = stats;
  if (current.total === 0)
    return <p className={pageFrame.muted}>Nessuna prenotazione nel periodo scelto.</p>;
  const bySource = { current: current.bySource, previous: previous.bySource };
  const sources = APPOINTMENT_SOURCES.map((source) =>
    figureOf(bySource, source, SOURCE_LABELS_IT[source], 'count'),
  );
  return (
    <>
      <HeadlineFigures figures={[figureOf(stats, 'total', 'Prenotazioni', 'count')]} />
      <ChartPair
        chart={{
          title: 'Prenotazioni per canale',
          description: `Prenotazioni di ogni canale: ${sources
            .map((s) => `${s.name} ${s.current}`)
            .join(', ')}; con il periodo precedente.`,
          data: barsOf(sources),
          unit: 'count',
        }}
        table={{
          caption: 'Prenotazioni per canale',
          headers: [
            'Canale',
            'Prenotazioni',
            'Quota (%)',
            'Prenotazioni nel periodo precedente',
            'Differenza',
          ],
          rows: sources.map((s) => ({
            key: s.key,
            cells: [
              s.name,
              measure('count', s.current),
              measure('share', s.current / current.total),
              measure('count', s.previous),
              difference('count', s.current, s.previous),
            ],
          })),
        }}
        period={stats.period}
      />
    </>
  );
}
