import type { SitePage } from '../../site-page.ts';

// Placeholder: the content is being written (issue #20).
export const accessibilityPage: SitePage = {
  path: '/accessibilita',
  title: 'Dichiarazione di accessibilità',
  description: 'x',
  lastModified: '2026-11-24',
  Component: () => <h1>Dichiarazione di accessibilità</h1>,
};
