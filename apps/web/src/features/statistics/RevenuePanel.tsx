import { useSuspenseQuery } from '@tanstack/react-query';
import { revenueStatisticsQueryOptions, type StatisticsPeriod } from '@agendina/api';
import { BarChart, Disclosure, formatMeasure, pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { ChartPair } from './ChartPair.tsx';
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

/** The takings split two ways, each a chart with its table. */
const BREAKDOWNS = [
  { by: 'operatore', bars: revenueOperatorBars, table: revenueOperatorTable },
  { by: 'categoria di servizio', bars: revenueCategoryBars, table: revenueCategoryTable },
] as const;

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
      {BREAKDOWNS.map(({ by, bars, table }) => (
        <ChartPair
          key={by}
          chart={{
            title: `Incasso per ${by}`,
            description: `Incasso di ogni ${by}, con il periodo precedente.`,
            data: bars(stats),
            unit: 'euro',
          }}
          table={table(stats)}
          period={stats.period}
        />
      ))}
    </>
  );
}
