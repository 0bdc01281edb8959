import type { ReactNode } from 'react';
import * as styles from './Page.css.ts';

export interface PageSectionProps {
  /** The h2's id: the section is labelled by it (a landmark with a name). */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled part of a page (the workspace, the client card, support): its h2 names the section. */
export function PageSection({ id, title, children }: PageSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
