import type { SitePage } from '../../site-page.ts';

// Placeholder: the content is being written (issue #20).
export const noShowRemindersPage: SitePage = {
  path: '/blog/ridurre-no-show-promemoria-automatici',
  title: 'Ridurre i no-show con i promemoria automatici',
  description: 'x',
  lastModified: '2026-11-24',
  Component: () => <h1>Ridurre i no-show con i promemoria automatici</h1>,
};
