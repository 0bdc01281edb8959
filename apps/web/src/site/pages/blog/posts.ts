import type { ArticleFacts } from '../../render/structured-data.ts';

/**
 * A blog post's facts, in one place: the post's page (head, ArticleHeader, BlogPosting) and
 * the blog index read them from here, so a title or a date cannot disagree between the two.
 */
export interface PostFacts extends ArticleFacts {
  path: string;
  /** The body's words / 200, rounded up (posts.test.tsx counts the words and checks it). */
  readingMinutes: number;
}

export const whatsappBookingGuidePost: PostFacts = {
  path: '/blog/automatizzare-prenotazioni-whatsapp-guida-completa',
  title: 'Automatizzare le prenotazioni con WhatsApp: la guida completa',
  description:
    'Come organizzare le prenotazioni via WhatsApp nel tuo salone: numero Business, messaggi modello, consenso GDPR, finestra di 24 ore e passaggi pratici.',
  datePublished: '2026-09-15',
  dateModified: '2026-11-29',
  author: { name: 'Giulia Ferri', jobTitle: 'responsabile prodotto' },
  readingMinutes: 7,
};

export const hairdresserSoftwarePost: PostFacts = {
  path: '/blog/gestionale-whatsapp-parrucchieri-funzioni-indispensabili',
  title: 'Gestionale con WhatsApp per parrucchieri: le funzioni indispensabili',
  description:
    'Agenda per operatore, schede clienti, WhatsApp, cassa con documento commerciale e magazzino: la lista di controllo per scegliere il gestionale del salone.',
  datePublished: '2026-10-13',
  dateModified: '2026-11-29',
  author: { name: 'Marco Bellini', jobTitle: 'consulente per i saloni' },
  readingMinutes: 6,
};

export const noShowRemindersPost: PostFacts = {
  path: '/blog/ridurre-no-show-promemoria-automatici',
  title: 'Ridurre i no-show con i promemoria automatici',
  description:
    'Appuntamenti saltati: come misurarli, quando mandare il promemoria, che cosa scrivere, politica di disdetta e caparra nel rispetto delle regole.',
  datePublished: '2026-11-10',
  dateModified: '2026-11-29',
  author: { name: 'Sara Colombo', jobTitle: 'responsabile assistenza clienti' },
  readingMinutes: 6,
};

/** Every post, newest first: the order the blog index lists them in. */
export const POSTS: readonly PostFacts[] = [
  noShowRemindersPost,
  hairdresserSoftwarePost,
  whatsappBookingGuidePost,
].toSorted((a, b) => b.datePublished.localeCompare(a.datePublished));
