import { useSuspenseQuery } from '@tanstack/react-query';
import { cancellationStatisticsQueryOptions, type StatisticsPeriod } from '@agendina/api';
import { CategoryBarChart, pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { comparisonTable } from './comparison-table.ts';
import { FigureTable } from './FigureTable.tsx';
import { HeadlineFigures } from './HeadlineFigures.tsx';
import * as styles from './statistics.css.ts';

/** No-shows and late cancellations, as a count and a rate of the visits. */
export function CancellationsPanel({ period }: { period: StatisticsPeriod }) {
  const api = useApi();
  const stats = useSuspenseQuery(cancellationStatisticsQueryOptions(api, period)).data;
  const { current, previous, cutoffHours } = stats;
  if (current.visits === 0)
    return <p className={pageFrame.muted}>Nessuna prenotazione nel periodo scelto.</p>;
  const late = `Disdette tardive (meno di ${cutoffHours} ore prima)`;
  return (
    <>
      <HeadlineFigures
        figures={[
          {
            name: 'Mancate presentazioni',
            unit: 'share',
            current: current.noShowRate,
            previous: previous.noShowRate,
          },
          {
            name: late,
            unit: 'share',
            current: current.lateCancellationRate,
            previous: previous.lateCancellationRate,
          },
        ]}
      />
      <div className={styles.pair}>
        <CategoryBarChart
          title="Mancate presentazioni e disdette tardive"
          description={`Su ${current.visits} prenotazioni: ${current.noShows} mancate presentazioni e ${current.lateCancellations} disdette tardive, con il periodo precedente.`}
          data={[
            {
              key: 'mancate',
              label: 'Mancate presentazioni',
              value: current.noShows,
              previous: previous.noShows,
            },
            {
              key: 'tardive',
              label: 'Disdette tardive',
              value: current.lateCancellations,
              previous: previous.lateCancellations,
            },
          ]}
          unit="count"
        />
        <FigureTable
          {...comparisonTable('Mancate presentazioni e disdette', 'Voce', [
            {
              key: 'prenotazioni',
              name: 'Prenotazioni',
              unit: 'count',
              current: current.visits,
              previous: previous.visits,
            },
            {
              key: 'mancate',
              name: 'Mancate presentazioni',
              unit: 'count',
              current: current.noShows,
              previous: previous.noShows,
            },
            {
              key: 'mancate-quota',
              name: 'Mancate presentazioni (%)',
              unit: 'share',
              current: current.noShowRate,
              previous: previous.noShowRate,
            },
            {
              key: 'disdette',
              name: 'Disdette',
              unit: 'count',
              current: current.cancellations,
              previous: previous.cancellations,
            },
            {
              key: 'tardive',
              name: late,
              unit: 'count',
              current: current.lateCancellations,
              previous: previous.lateCancellations,
            },
            {
              key: 'tardive-quota',
              name: 'Disdette tardive (%)',
              unit: 'share',
              current: current.lateCancellationRate,
              previous: previous.lateCancellationRate,
            },
          ])}
          period={stats.period}
        />
      </div>
    </>
  );
}
