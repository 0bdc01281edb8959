import type { SitePage } from '../../site-page.ts';

// Placeholder: the content is being written (issue #20).
export const privacyPage: SitePage = {
  path: '/privacy-policy',
  title: 'Privacy policy',
  description: 'x',
  lastModified: '2026-11-24',
  Component: () => <h1>Privacy policy</h1>,
};
