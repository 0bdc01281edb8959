import type { ReactNode } from 'react';
import { Spinner, PageSection } from '@agendina/ui';
import { QueryBoundary } from '../../lib/query-boundary.tsx';

/**
 * A section of the client card that reads its own data: its title stays while the data loads
 * (`loading` text) or fails (said in place with 'Riprova'), and the rest of the card works.
 */
export function ClientSection({
  id,
  title,
  loading,
  children,
}: {
  id: string;
  title: string;
  loading: string;
  children: ReactNode;
}) {
  return (
    <PageSection id={id} title={title}>
      <QueryBoundary loading={<Spinner label={loading} />}>{children}</QueryBoundary>
    </PageSection>
  );
}
