import type { SitePage } from '../../site-page.ts';

// Placeholder: the content is being written (issue #20).
export const hairdressersPage: SitePage = {
  path: '/servizio/parrucchieri',
  title: 'Gestionale per parrucchieri',
  description: 'x',
  lastModified: '2026-11-24',
  Component: () => <h1>Gestionale per parrucchieri</h1>,
};
