import type { ReactNode } from 'react';
import { describeErrorText } from '@agendina/api';
import { PageSection, RetryAlert, Spinner, pageFrame } from '@agendina/ui';
import { QueryBoundary } from '../../lib/query-boundary.tsx';

export interface StatisticsPanelProps {
  /** The h2's id: the panel is a region named by its title. */
  id: string;
  title: string;
  /** The panel's content, reading its own call with useSuspenseQuery. */
  children: ReactNode;
}

/**
 * One panel of /statistiche around one call (issue #36): it loads and fails on its own, in
 * place, with «Riprova», while the other panels show.
 */
export function StatisticsPanel({ id, title, children }: StatisticsPanelProps) {
  return (
    <PageSection id={id} title={title}>
      <QueryBoundary
        loading={<Spinner label={`Caricamento di «${title}»...`} />}
        failure={(retry, error) => (
          <RetryAlert
            className={pageFrame.failure}
            message={`Non è stato possibile caricare «${title}»: ${describeErrorText(error)}`}
            onRetry={retry}
          />
        )}
      >
        {children}
      </QueryBoundary>
    </PageSection>
  );
}
