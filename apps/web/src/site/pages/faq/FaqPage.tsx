import type { SitePage } from '../../site-page.ts';

// Placeholder: the content is being written (issue #20).
export const faqPage: SitePage = {
  path: '/faq',
  title: 'Domande frequenti',
  description: 'x',
  lastModified: '2026-11-24',
  Component: () => <h1>Domande frequenti</h1>,
};
