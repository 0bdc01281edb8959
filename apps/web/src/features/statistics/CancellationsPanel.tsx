import { useSuspenseQuery } from '@tanstack/react-query';
import { cancellationStatisticsQueryOptions, type StatisticsPeriod } from '@agendina/api';
import { pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { barsOf, ChartPair } from './ChartPair.tsx';
import { comparisonTable } from './comparison-table.ts';
import { figureOf } from './figure-of.ts';
import { HeadlineFigures } from './HeadlineFigures.tsx';

/** No-shows and late cancellations, as a count and a rate of the visits. */
export function CancellationsPanel({ period }: { period: StatisticsPeriod }) {
  const api = useApi();
  const stats = useSuspenseQuery(cancellationStatisticsQueryOptions(api, period)).data;
  const { current, cutoffHours } = stats;
  if (current.visits === 0)
    return <p className={pageFrame.muted}>Nessuna prenotazione nel periodo scelto.</p>;
  const late = `Disdette tardive (meno di ${cutoffHours} ore prima)`;
  const noShows = figureOf(stats, 'noShows', 'Mancate presentazioni', 'count');
  const lateOnes = figureOf(stats, 'lateCancellations', late, 'count');
  const noShowRate = figureOf(stats, 'noShowRate', 'Mancate presentazioni (%)', 'share');
  const lateRate = figureOf(stats, 'lateCancellationRate', 'Disdette tardive (%)', 'share');
  return (
    <>
      <HeadlineFigures
        figures={[
          { ...noShowRate, name: 'Mancate presentazioni' },
          { ...lateRate, name: late },
        ]}
      />
      <ChartPair
        chart={{
          title: 'Mancate presentazioni e disdette tardive',
          description: `Su ${current.visits} prenotazioni: ${current.noShows} mancate presentazioni e ${current.lateCancellations} disdette tardive, con il periodo precedente.`,
          // The bar's name is short: the cutoff is in the table's row.
          data: barsOf([noShows, { ...lateOnes, name: 'Disdette tardive' }]),
          unit: 'count',
        }}
        table={comparisonTable('Mancate presentazioni e disdette', 'Voce', [
          figureOf(stats, 'visits', 'Prenotazioni', 'count'),
          noShows,
          noShowRate,
          figureOf(stats, 'cancellations', 'Disdette', 'count'),
          lateOnes,
          lateRate,
        ])}
        period={stats.period}
      />
    </>
  );
}
