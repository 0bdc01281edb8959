import type { ReactNode } from 'react';
import { Spinner } from '@agendina/ui';
import { QueryBoundary } from '../../lib/query-boundary.tsx';
import * as styles from '../salon/layout.css.ts';

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
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <QueryBoundary loading={<Spinner label={loading} />}>{children}</QueryBoundary>
    </section>
  );
}
