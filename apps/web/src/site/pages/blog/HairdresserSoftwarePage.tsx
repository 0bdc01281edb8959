import type { SitePage } from '../../site-page.ts';

// Placeholder: the content is being written (issue #20).
export const hairdresserSoftwarePage: SitePage = {
  path: '/blog/gestionale-whatsapp-parrucchieri-funzioni-indispensabili',
  title: 'Gestionale con WhatsApp per parrucchieri: le funzioni indispensabili',
  description: 'x',
  lastModified: '2026-11-24',
  Component: () => <h1>Gestionale con WhatsApp per parrucchieri: le funzioni indispensabili</h1>,
};
