import type { SitePage } from '../../site-page.ts';

// Placeholder: the content is being written (issue #20).
export const blogIndexPage: SitePage = {
  path: '/blog',
  title: 'Blog',
  description: 'x',
  lastModified: '2026-11-24',
  Component: () => <h1>Blog</h1>,
};
