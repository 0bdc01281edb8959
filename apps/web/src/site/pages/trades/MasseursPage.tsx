import type { SitePage } from '../../site-page.ts';

// Placeholder: the content is being written (issue #20).
export const masseursPage: SitePage = {
  path: '/servizio/massaggiatori',
  title: 'Gestionale per massaggiatori',
  description: 'x',
  lastModified: '2026-11-24',
  Component: () => <h1>Gestionale per massaggiatori</h1>,
};
