import type { ReactNode } from 'react';
import { PublishedDate } from '../../components/ArticleHeader.tsx';
import { Hero } from '../../components/Hero.tsx';
import { Prose } from '../../components/Prose.tsx';

/** A legal page's body: its h1 and summary, the date it last changed, then its text. */
export function LegalDocument({
  title,
  lead,
  lastUpdated,
  children,
}: {
  title: string;
  lead: string;
  /** YYYY-MM-DD */
  lastUpdated: string;
  children: ReactNode;
}) {
  return (
    <>
      <Hero title={title} lead={lead} />
      <Prose>
        <p>
          Ultimo aggiornamento: <PublishedDate date={lastUpdated} />.
        </p>
        {children}
      </Prose>
    </>
  );
}
