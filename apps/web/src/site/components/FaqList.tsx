import type { FaqItem } from '../render/structured-data.ts';
import * as styles from './blocks.css.ts';

/**
 * Questions as disclosures (<details>): they open without JavaScript, and the answers are in
 * the HTML for search engines. The same items feed the page's FAQPage structured data.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.faqList}>
      {items.map((item) => (
        <details key={item.question} className={styles.faqItem}>
          <summary className={styles.faqQuestion}>{item.question}</summary>
          <p className={styles.faqAnswer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
