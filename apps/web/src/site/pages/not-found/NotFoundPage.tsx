import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Hero } from '../../components/Hero.tsx';
import type { SitePage } from '../../site-page.ts';

/** The page of any unknown path, served with a 404 status (never in the sitemap). */
export const notFoundPage: SitePage = {
  path: '/404',
  title: 'Pagina non trovata',
  description: 'La pagina che cerchi non esiste o è stata spostata.',
  lastModified: '2026-11-24',
  Component: NotFound,
};

function NotFound() {
  return (
    <Hero
      title="Pagina non trovata"
      lead="La pagina che cerchi non esiste o è stata spostata. Controlla l'indirizzo, oppure riparti da qui."
    >
      <ButtonLink href="/">Torna alla home</ButtonLink>
      <ButtonLink href="/login" variant="secondary">
        Accedi
      </ButtonLink>
    </Hero>
  );
}
