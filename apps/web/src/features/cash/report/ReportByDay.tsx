import type { components } from '@agendina/api';
import { formatEuro, pluralIt } from '@agendina/scheduling';
import { BarChart } from '@agendina/ui';
import { dayLabel, dayTick } from './report-labels.ts';
import { periodText } from './report-period.ts';

type CashReport = components['schemas']['CashReport'];

// Its own module: CashReportPage loads it lazily, so visx (about 20 KB gzip) arrives while the
// report is read instead of holding the page's first paint (issue #37: charts load when used).
/** The chart by day, described in words: the days, the best one, the receipts. */
export function ReportByDay({ report }: { report: CashReport }) {
  const best = report.byDay.reduce<CashReport['byDay'][number] | null>(
    (top, day) => (top === null || day.totalCents > top.totalCents ? day : top),
    null,
  );
  const receipts = report.byDay.reduce((sum, day) => sum + day.receipts, 0);
  const description =
    `Incasso di ogni giorno ${periodText(report)}, ` +
    pluralIt(receipts, { one: '# scontrino', other: '# scontrini' }) +
    (best && best.totalCents > 0
      ? `; il giorno migliore è ${dayLabel(best.date)} con ${formatEuro(best.totalCents)}.`
      : '.');
  return (
    <BarChart
      title="Incasso per giorno"
      description={description}
      categoryLabel="Giorno"
      valueLabel="Incasso"
      data={report.byDay.map((day) => ({
        key: day.date,
        label: dayLabel(day.date),
        tick: dayTick(day.date),
        valueCents: day.totalCents,
      }))}
    />
  );
}
