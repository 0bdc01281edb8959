import type { SitePage } from '../../site-page.ts';

// Placeholder: the content is being written (issue #20).
export const beauticiansPage: SitePage = {
  path: '/servizio/estetisti',
  title: 'Gestionale per centri estetici',
  description: 'x',
  lastModified: '2026-11-24',
  Component: () => <h1>Gestionale per centri estetici</h1>,
};
