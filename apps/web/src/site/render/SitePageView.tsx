import { SiteLayout } from '../layout/SiteLayout.tsx';
import type { Crumb, SitePage } from '../site-page.ts';

/** The whole trail of a page: Home, its parents, itself (none for the home page). */
export function trailOf(page: Pick<SitePage, 'path' | 'title' | 'breadcrumb'>): Crumb[] {
  if (page.path === '/') return [];
  return [
    { name: 'Home', path: '/' },
    ...(page.breadcrumb ?? []),
    { name: page.title, path: page.path },
  ];
}

/** A public page in its frame: what the prerender writes and what its story shows. */
export function SitePageView({ page }: { page: SitePage }) {
  const { Component } = page;
  return (
    <SiteLayout currentPath={page.path} breadcrumb={trailOf(page)}>
      <Component />
    </SiteLayout>
  );
}
