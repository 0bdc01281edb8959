import type { AppScreenshot } from '../../components/app-screenshots.ts';
import * as blocks from '../../components/blocks.css.ts';
import { CallsToAction } from '../../components/CallsToAction.tsx';
import { FeatureGrid, type Feature } from '../../components/FeatureGrid.tsx';
import { Hero } from '../../components/Hero.tsx';
import { Screenshot } from '../../components/Screenshot.tsx';
import { Section } from '../../components/Section.tsx';
import * as styles from '../../components/text.css.ts';
import { comingSentence, shippedFeatures } from '../../content/product-features.ts';

/** What a trade's page says: the same outline for the three trades, its own words for each. */
export interface TradeContent {
  title: string;
  lead: string;
  /** The h2 over the trade's working day ("La giornata di un salone"). */
  dayTitle: string;
  day: readonly string[];
  problemsTitle: string;
  problems: readonly string[];
  helps: readonly Feature[];
  screenshot: AppScreenshot;
  /** What the product does not do for this trade, said before the owner finds out. */
  limits: readonly string[];
  closing: string;
}

const OTHER_TRADES = [
  { name: 'parrucchieri', href: '/servizio/parrucchieri' },
  { name: 'centri estetici', href: '/servizio/estetisti' },
  { name: 'massaggiatori', href: '/servizio/massaggiatori' },
] as const;

// What is still coming, said on every trade's page from the one list of features.
const COMING = [comingSentence()].filter((sentence) => sentence !== null);

/** The body of /servizio/<trade>: the trade's day, its problems, what helps, limits, next step. */
export function TradePage({ content, path }: { content: TradeContent; path: string }) {
  const others = OTHER_TRADES.filter((trade) => trade.href !== path);
  return (
    <>
      <Hero title={content.title} lead={content.lead}>
        <CallsToAction />
      </Hero>

      <Section title={content.dayTitle}>
        {content.day.map((paragraph) => (
          <p key={paragraph} className={styles.text}>
            {paragraph}
          </p>
        ))}
      </Section>

      <Section title={content.problemsTitle}>
        <TextList items={content.problems} />
      </Section>

      <Section title="Come ti aiuta Agendina">
        <FeatureGrid features={[...content.helps, ...shippedFeatures()]} />
        <Screenshot {...content.screenshot} />
      </Section>

      <Section title="Da sapere prima di iniziare">
        <TextList items={[...content.limits, ...COMING]} />
      </Section>

      <Section title="Prova Agendina">
        <p className={styles.text}>{content.closing}</p>
        <p className={styles.text}>
          Quattordici giorni di prova gratuita, senza carta di credito: i prezzi sono nei{' '}
          <a href="/#piani">piani</a>, le risposte alle domande più comuni nelle{' '}
          <a href="/faq">domande frequenti</a>.
        </p>
        <div className={blocks.actions}>
          <CallsToAction />
        </div>
        <p className={styles.text}>
          Agendina è anche per{' '}
          {others.map((trade, index) => (
            <span key={trade.href}>
              {index > 0 ? ' e ' : ''}
              <a href={trade.href}>{trade.name}</a>
            </span>
          ))}
          .
        </p>
      </Section>
    </>
  );
}

function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
