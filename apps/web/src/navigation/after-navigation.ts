export interface ResolvedPage {
  pathname: string;
  hash: string;
  title: string | undefined;
  isPrivate: boolean;
}

export interface NavigationEffects {
  document: Pick<Document, 'title' | 'querySelector' | 'createElement' | 'head' | 'getElementById'>;
  scrollTo: (options: ScrollToOptions) => void;
  prefersReducedMotion: () => boolean;
  /** The analytics adapter (none by default): one page view per route change. */
  pageView: (pathname: string) => void;
}

/**
 * What every route change does (SPEC.md §2): the robots directive, the page title, a page view,
 * and a smooth scroll to the top or to the hash target.
 */
export function afterNavigation(page: ResolvedPage, effects: NavigationEffects): void {
  const { document } = effects;
  let robots = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!robots) {
    robots = document.createElement('meta');
    robots.name = 'robots';
    document.head.appendChild(robots);
  }
  robots.content = page.isPrivate ? 'noindex, nofollow' : 'index, follow';
  document.title = page.title ? `${page.title} · Agendina` : 'Agendina';
  effects.pageView(page.pathname);

  const behavior: ScrollBehavior = effects.prefersReducedMotion() ? 'auto' : 'smooth';
  const target = page.hash ? document.getElementById(decodeURIComponent(page.hash)) : null;
  if (target) target.scrollIntoView({ behavior, block: 'start' });
  else effects.scrollTo({ top: 0, behavior });
}
