import type { SitePage } from '../../site-page.ts';

// Placeholder: the content is being written (issue #20).
export const consultationPage: SitePage = {
  path: '/consulenza',
  title: 'Consulenza gratuita',
  description: 'x',
  lastModified: '2026-11-24',
  Component: () => <h1>Consulenza gratuita</h1>,
};
