import type { SitePage } from '../../site-page.ts';

// Placeholder: the content is being written (issue #20).
export const termsPage: SitePage = {
  path: '/termini-condizioni',
  title: 'Termini e condizioni',
  description: 'x',
  lastModified: '2026-11-24',
  Component: () => <h1>Termini e condizioni</h1>,
};
