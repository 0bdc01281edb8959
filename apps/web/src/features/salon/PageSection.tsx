import type { ReactNode } from 'react';
import * as styles from './layout.css.ts';

/** A titled part of a page (the workspace, the client card, support): its h2 names the section. */
export function PageSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
