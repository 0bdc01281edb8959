import type { ReactNode } from 'react';
import * as styles from './blocks.css.ts';

/** The top of a page: its one h1, a lead paragraph, and the calls to action. */
export function Hero({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  /** The calls to action (ButtonLink). */
  children?: ReactNode;
}) {
  return (
    <div className={styles.hero}>
      <h1 className={styles.heroTitle}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
