import type { ReactNode } from 'react';
import * as styles from './blocks.css.ts';

/** A link that looks like a button: the calls to action (log in, book a consultation). */
export function ButtonLink({
  href,
  variant = 'primary',
  children,
}: {
  href: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  return (
    <a className={styles.button[variant]} href={href}>
      {children}
    </a>
  );
}
