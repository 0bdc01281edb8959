import { useSuspenseQuery } from '@tanstack/react-query';
import { occupancyStatisticsQueryOptions, type StatisticsPeriod } from '@agendina/api';
import { formatMeasure, pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { ChartPair } from './ChartPair.tsx';
import { figureOf } from './figure-of.ts';
import { HeadlineFigures } from './HeadlineFigures.tsx';
import { occupancyBars, occupancyTable } from './occupancy-tables.ts';

/** Booked minutes out of working minutes, for the salon and each operator. */
export function OccupancyPanel({ period }: { period: StatisticsPeriod }) {
  const api = useApi();
  const stats = useSuspenseQuery(occupancyStatisticsQueryOptions(api, period)).data;
  const { current, previous } = stats;
  if (current.operators.length === 0)
    return (
      <p className={pageFrame.muted}>
        Nessun operatore ha lavorato nel periodo scelto: non c&apos;è un&apos;occupazione da
        mostrare.
      </p>
    );
  const busiest = [...current.operators].sort((a, b) => b.occupancyRate - a.occupancyRate)[0];
  const totals = { current: current.totals, previous: previous.totals };
  return (
    <>
      <HeadlineFigures
        figures={[
          figureOf(totals, 'occupancyRate', 'Occupazione del salone', 'share'),
          figureOf(totals, 'appointmentCount', 'Appuntamenti', 'count'),
        ]}
      />
      <ChartPair
        chart={{
          title: 'Occupazione per operatore',
          description: `Minuti prenotati sui minuti di lavoro di ogni operatore, con il periodo precedente.${
            busiest
              ? ` Il più occupato: ${busiest.hairdresserName ?? ''}, ${formatMeasure('share', busiest.occupancyRate)}.`
              : ''
          }`,
          data: occupancyBars(stats),
          unit: 'share',
        }}
        table={occupancyTable(stats)}
        period={stats.period}
      />
    </>
  );
}
