import { useSuspenseQuery } from '@tanstack/react-query';
import { revenueStatisticsQueryOptions, type StatisticsPeriod } from '@agendina/api';
import { BarChart, CategoryBarChart, Disclosure, formatMeasure, pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { FigureTable } from './FigureTable.tsx';
import { HeadlineFigures } from './HeadlineFigures.tsx';
import {
  dayLabel,
  revenueCategoryBars,
  revenueCategoryTable,
  revenueDayBars,
  revenueDayTable,
  revenueOperatorBars,
  revenueOperatorTable,
} from './revenue-tables.ts';
import { periodText } from './statistics-period.ts';
import * as styles from './statistics.css.ts';

/** The takings of the receipts, as the cash report counts them: by day, operator, category. */
export function RevenuePanel({ period }: { period: StatisticsPeriod }) {
  const api = useApi();
  const stats = useSuspenseQuery(revenueStatisticsQueryOptions(api, period)).data;
  const { current, previous } = stats;
  const headline = (
    <HeadlineFigures
      figures={[
        {
          name: 'Incasso del periodo',
          unit: 'euro',
          current: current.totalCents,
          previous: previous.totalCents,
        },
        {
          name: 'Scontrini emessi',
          unit: 'count',
          current: current.receipts,
          previous: previous.receipts,
        },
        {
          name: 'Resi',
          unit: 'euro',
          current: current.refundedCents,
          previous: previous.refundedCents,
        },
      ]}
    />
  );
  if (current.receipts === 0 && current.refundedCents === 0)
    return (
      <>
        {headline}
        <p className={pageFrame.muted}>
          Nessuno scontrino nel periodo scelto: gli incassi si vedono qui dopo le vendite in cassa.
        </p>
      </>
    );
  const best = [...current.byDay].sort((a, b) => b.totalCents - a.totalCents)[0];
  return (
    <>
      {headline}
      <BarChart
        title="Incasso per giorno"
        description={`Incasso di ogni giorno ${periodText(stats.period)}.${
          best
            ? ` Il giorno migliore: ${dayLabel(best.date)}, ${formatMeasure('euro', best.totalCents)}.`
            : ''
        }`}
        data={revenueDayBars(stats)}
        categoryLabel="Giorno"
        valueLabel="Incasso"
        dataTable={false}
      />
      {/* A day per row, up to a year of them: folded under the chart until asked for. */}
      <Disclosure title="Incasso giorno per giorno">
        <FigureTable {...revenueDayTable(stats)} period={stats.period} />
      </Disclosure>
      <div className={styles.pair}>
        <CategoryBarChart
          title="Incasso per operatore"
          description="Incasso di ogni operatore, con il periodo precedente."
          data={revenueOperatorBars(stats)}
          unit="euro"
        />
        <FigureTable {...revenueOperatorTable(stats)} period={stats.period} />
      </div>
      <div className={styles.pair}>
        <CategoryBarChart
          title="Incasso per categoria di servizio"
          description="Incasso di ogni categoria di servizio, con il periodo precedente."
          data={revenueCategoryBars(stats)}
          unit="euro"
        />
        <FigureTable {...revenueCategoryTable(stats)} period={stats.period} />
      </div>
    </>
  );
}
