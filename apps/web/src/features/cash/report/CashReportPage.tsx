import { Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { cashReportQueryOptions, type CashPeriod } from '@agendina/api';
import { Inline, Spinner, pageFrame, PageSection, Page, PageTitle } from '@agendina/ui';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { afterFirstPaint } from '../../../lib/after-first-paint.ts';
import { useApi } from '../../../lib/router-context.ts';
import { CsvExportButton } from './CsvExportButton.tsx';
import { DailyClosing } from './DailyClosing.tsx';
import { FiscalQueueStatus } from './FiscalQueueStatus.tsx';
import { ReportPeriodPicker, type ReportPeriodPickerProps } from './ReportPeriodPicker.tsx';
import { periodText, type ReportPeriod } from './report-period.ts';
import { ReportBreakdowns, ReportSummary, isEmptyReport } from './ReportTotals.tsx';

// The chart (visx, about 20 KB gzip) is fetched beside the report's own request, not before it.
const [ReportByDay, usePreloadedChart] = afterFirstPaint(() =>
  import('./ReportByDay.tsx').then((module) => module.ReportByDay),
);

export interface CashReportPageProps {
  period: ReportPeriod;
  /** The salon's today, yyyy-MM-dd: the day the daily closing is about. */
  today: string;
  onPeriodChange: ReportPeriodPickerProps['onChange'];
}

/**
 * /cassa/report (MODULES.md "Cash desk"): the takings of a period with their breakdowns and the
 * chart by day, the CSV of its receipts, today's daily closing and the fiscal queue.
 */
export function CashReportPage({ period, today, onPeriodChange }: CashReportPageProps) {
  usePreloadedChart();
  return (
    <Page>
      <PageTitle>Report di cassa</PageTitle>
      <PageSection id="periodo-title" title="Periodo">
        <ReportPeriodPicker period={period} onChange={onPeriodChange} />
        {period.problem === null ? (
          <Inline space="md" alignY="center">
            <CsvExportButton period={period} />
          </Inline>
        ) : (
          // A hand-edited address with days the report cannot show: said, never a request.
          <p role="alert" className={pageFrame.failure}>
            {period.problem}
          </p>
        )}
      </PageSection>
      {period.problem === null ? (
        <QueryBoundary loading={<Spinner label="Caricamento del report..." />}>
          <ReportOfPeriod period={period} />
        </QueryBoundary>
      ) : null}
      <PageSection id="chiusura-title" title="Chiusura giornaliera">
        <QueryBoundary loading={<Spinner label="Caricamento della chiusura di oggi..." />}>
          <DailyClosing today={today} />
        </QueryBoundary>
      </PageSection>
      <PageSection id="trasmissione-title" title="Trasmissione fiscale">
        <FiscalQueueStatus />
      </PageSection>
    </Page>
  );
}

function ReportOfPeriod({ period }: { period: CashPeriod }) {
  const api = useApi();
  const report = useSuspenseQuery(cashReportQueryOptions(api, period)).data;
  const title = `Totali ${periodText(report)}`;
  if (isEmptyReport(report))
    return (
      <PageSection id="totali-title" title={title}>
        <p className={pageFrame.muted}>
          Nessuno scontrino nel periodo scelto: scegli un altro periodo per vedere gli incassi.
        </p>
      </PageSection>
    );
  return (
    <>
      <PageSection id="totali-title" title={title}>
        <ReportSummary report={report} />
        <ReportBreakdowns report={report} />
      </PageSection>
      {report.byDay.length > 1 ? (
        <PageSection id="andamento-title" title="Andamento giornaliero">
          <Suspense fallback={<Spinner label="Caricamento del grafico..." />}>
            <ReportByDay report={report} />
          </Suspense>
        </PageSection>
      ) : null}
    </>
  );
}
