import { useSuspenseQuery } from '@tanstack/react-query';
import { occupancyStatisticsQueryOptions, type StatisticsPeriod } from '@agendina/api';
import { CategoryBarChart, formatMeasure, pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { FigureTable } from './FigureTable.tsx';
import { HeadlineFigures } from './HeadlineFigures.tsx';
import { occupancyBars, occupancyTable } from './occupancy-tables.ts';
import * as styles from './statistics.css.ts';

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
  return (
    <>
      <HeadlineFigures
        figures={[
          {
            name: 'Occupazione del salone',
            unit: 'share',
            current: current.totals.occupancyRate,
            previous: previous.totals.occupancyRate,
          },
          {
            name: 'Appuntamenti',
            unit: 'count',
            current: current.totals.appointmentCount,
            previous: previous.totals.appointmentCount,
          },
        ]}
      />
      <div className={styles.pair}>
        <CategoryBarChart
          title="Occupazione per operatore"
          description={`Minuti prenotati sui minuti di lavoro di ogni operatore, con il periodo precedente.${
            busiest
              ? ` Il più occupato: ${busiest.hairdresserName ?? ''}, ${formatMeasure('share', busiest.occupancyRate)}.`
              : ''
          }`}
          data={occupancyBars(stats)}
          unit="share"
        />
        <FigureTable {...occupancyTable(stats)} period={stats.period} />
      </div>
    </>
  );
}
