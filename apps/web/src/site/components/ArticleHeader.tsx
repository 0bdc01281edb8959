import * as styles from './blocks.css.ts';

const dateFormat = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A post's publication date, in Italian words, with the machine-readable date beside it. */
export function PublishedDate({ date }: { /** YYYY-MM-DD */ date: string }) {
  return <time dateTime={date}>{dateFormat.format(new Date(date))}</time>;
}

/** A post's h1, then its author and date (the <time> carries the machine-readable date). */
export function ArticleHeader({
  title,
  author,
  datePublished,
  readingMinutes,
}: {
  title: string;
  author: { name: string; jobTitle: string };
  /** YYYY-MM-DD */
  datePublished: string;
  readingMinutes: number;
}) {
  return (
    <header className={styles.hero}>
      <h1 className={styles.heroTitle}>{title}</h1>
      <p className={styles.articleMeta}>
        Di {author.name}, {author.jobTitle} · <PublishedDate date={datePublished} /> ·{' '}
        {readingMinutes} minuti di lettura
      </p>
    </header>
  );
}
