import type { ReactNode } from 'react';
import * as styles from './Page.css.ts';

export interface PageProps {
  children: ReactNode;
  /** A screen's own additions to the frame (a printable receipt's margins). */
  className?: string | undefined;
}

/**
 * The frame of a screen: its one <main>, one column as wide as the screen allows, the space
 * between its parts on the token scale. Screens put their PageTitle and PageSections in it.
 */
export function Page({ children, className }: PageProps) {
  return (
    <main className={className === undefined ? styles.page : `${styles.page} ${className}`}>
      {children}
    </main>
  );
}

export interface PageTitleProps {
  children: ReactNode;
  /** For a dialog or region that names itself after the page (aria-labelledby). */
  id?: string | undefined;
}

/** The screen's h1. */
export function PageTitle({ children, id }: PageTitleProps) {
  return (
    <h1 id={id} className={styles.title}>
      {children}
    </h1>
  );
}
