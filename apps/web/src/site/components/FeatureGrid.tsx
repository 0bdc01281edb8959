import * as styles from './blocks.css.ts';

export interface Feature {
  title: string;
  text: string;
}

/** A list of cards: what the product does, each with a short title (h3) and a sentence. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <h3 className={styles.cardTitle}>{feature.title}</h3>
          <p className={styles.cardText}>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
