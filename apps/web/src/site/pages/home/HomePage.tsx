import type { SitePage } from '../../site-page.ts';

// Placeholder: the content is being written (issue #20).
export const homePage: SitePage = {
  path: '/',
  title: 'Il gestionale per parrucchieri, estetisti e massaggiatori',
  description:
    'Agenda, clienti, cassa e magazzino per saloni in Italia: prenotazioni anche da WhatsApp, promemoria automatici e documento commerciale.',
  lastModified: '2026-11-24',
  Component: () => <h1>Il gestionale per parrucchieri, estetisti e massaggiatori</h1>,
};
