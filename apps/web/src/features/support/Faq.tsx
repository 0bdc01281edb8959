import { Disclosure, DisclosureGroup } from '@agendina/ui';
import type { FaqEntry } from './faq.ts';
import * as styles from './support.css.ts';

/**
 * The FAQ as the kit's accordion (a heading with a button that has aria-expanded, and the answer
 * as a labelled region). Several answers may stay open at once.
 */
export function Faq({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <DisclosureGroup allowsMultipleExpanded>
      {entries.map((entry) => (
        <Disclosure key={entry.id} id={entry.id} title={entry.question}>
          {entry.answer.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
