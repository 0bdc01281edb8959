import { useId, type ReactNode } from 'react';
import * as styles from './blocks.css.ts';

/** A titled part of a page (an h2 and what it holds), labelled by its title. */
export function Section({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  const generated = useId();
  const titleId = `${id ?? generated}-titolo`;
  return (
    <section id={id} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
