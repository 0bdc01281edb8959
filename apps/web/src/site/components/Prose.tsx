import type { ReactNode } from 'react';
import * as styles from './blocks.css.ts';

/**
 * Long-form text (articles, policies): write plain h2/h3/p/ul/ol/blockquote/table inside;
 * the measure, rhythm and link colour come from here.
 */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={styles.prose}>{children}</div>;
}
