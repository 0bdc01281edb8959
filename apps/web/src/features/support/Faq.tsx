import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { Icon } from '@agendina/ui';
import type { FaqEntry } from './faq.ts';
import * as styles from './support.css.ts';

/**
 * The FAQ as an accordion (React Aria's Disclosure: a heading with a button that has
 * aria-expanded, and the answer as a labelled region). Several answers may stay open at once.
 */
export function Faq({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <DisclosureGroup allowsMultipleExpanded className={styles.faq}>
      {entries.map((entry) => (
        <Disclosure key={entry.id} id={entry.id} className={styles.disclosure}>
          <Heading level={3} className={styles.question}>
            <Button slot="trigger" className={styles.trigger}>
              {entry.question}
              <Icon name="chevronDown" size={18} className={styles.chevron} />
            </Button>
          </Heading>
          <DisclosurePanel role="region" className={styles.panel}>
            {entry.answer.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
