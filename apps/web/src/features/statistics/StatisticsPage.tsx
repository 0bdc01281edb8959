import { lazy, Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { subscriptionQueryOptions } from '@agendina/api';
import { statisticsRefusal } from '@agendina/scheduling';
import { Page, PageSection, PageTitle, Spinner, pageFrame } from '@agendina/ui';
import { QueryBoundary } from '../../lib/query-boundary.tsx';
import { useApi } from '../../lib/router-context.ts';
import { PeriodPicker, type PeriodPickerProps } from './PeriodPicker.tsx';
import { PlanGate } from './PlanGate.tsx';
import { periodText, type StatisticsPeriod } from './statistics-period.ts';

// The panels, their charts and tables load after the page frame (issue #36: the route has
// 60 KB gzip beyond the entry; visx and the tables would pass it).
const StatisticsPanels = lazy(() =>
  import('./StatisticsPanels.tsx').then((module) => ({ default: module.StatisticsPanels })),
);

export interface StatisticsPageProps {
  period: StatisticsPeriod;
  onPeriodChange: PeriodPickerProps['onChange'];
}

/**
 * /statistiche (issue #36): the salon's figures for a period, each against the period before;
 * on a plan without statistics, what Premium adds instead.
 */
export function StatisticsPage({ period, onPeriodChange }: StatisticsPageProps) {
  return (
    <Page>
      <PageTitle>Statistiche</PageTitle>
      <QueryBoundary loading={<Spinner label="Caricamento dell'abbonamento..." />}>
        <StatisticsOfPlan period={period} onPeriodChange={onPeriodChange} />
      </QueryBoundary>
    </Page>
  );
}

function StatisticsOfPlan({ period, onPeriodChange }: StatisticsPageProps) {
  const api = useApi();
  const subscription = useSuspenseQuery(subscriptionQueryOptions(api)).data;
  // The same rule and words as the server's 403 PLAN_LIMIT: a trial and Premium see the panels.
  const refusal = statisticsRefusal(subscription.status, subscription.planCode);
  if (refusal !== null) return <PlanGate reason={refusal} />;
  return (
    <>
      <PageSection id="periodo-title" title="Periodo">
        <PeriodPicker period={period} onChange={onPeriodChange} />
        {period.problem === null ? (
          <p className={pageFrame.muted}>
            Statistiche {periodText(period)}, ciascuna confrontata con il periodo precedente della
            stessa durata.
          </p>
        ) : (
          // A hand-edited address with days that make no period: said, never a request.
          <p role="alert" className={pageFrame.failure}>
            {period.problem}
          </p>
        )}
      </PageSection>
      {period.problem === null ? (
        <Suspense fallback={<Spinner label="Caricamento delle statistiche..." />}>
          <StatisticsPanels period={period} />
        </Suspense>
      ) : null}
    </>
  );
}
