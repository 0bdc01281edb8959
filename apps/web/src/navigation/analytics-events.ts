/**
 * The page-view event of each analytics adapter (MODULES.md: none by default), as their
 * documented HTTP APIs take it: Plausible's Events API (POST /api/event) and Umami's
 * (POST /api/send). Pure, so the payloads are tested without a network.
 */
export type AnalyticsKind = 'plausible' | 'umami';

export interface AnalyticsConfig {
  kind: AnalyticsKind;
  /** The full address events are posted to (e.g. https://plausible.io/api/event). */
  endpoint: string;
  /** Plausible: the site's domain. Umami: the website id. */
  site: string;
}

export interface PageViewContext {
  url: string;
  referrer: string;
  title: string;
  language: string;
  screen: string;
}

/** The adapter chosen by the build's environment, or null (the default: nothing is sent). */
export function analyticsConfig(env: Readonly<Record<string, unknown>>): AnalyticsConfig | null {
  const read = (name: string) => {
    const value = env[name];
    return typeof value === 'string' ? value.trim() : undefined;
  };
  const kind = read('VITE_ANALYTICS')?.toLowerCase();
  const endpoint = read('VITE_ANALYTICS_ENDPOINT');
  const site = read('VITE_ANALYTICS_SITE');
  if ((kind !== 'plausible' && kind !== 'umami') || !endpoint || !site) return null;
  return { kind, endpoint, site };
}

export function pageViewPayload(config: AnalyticsConfig, page: PageViewContext): object {
  if (config.kind === 'plausible')
    return {
      name: 'pageview',
      url: page.url,
      domain: config.site,
      referrer: page.referrer || null,
    };
  const url = new URL(page.url);
  return {
    type: 'event',
    payload: {
      website: config.site,
      hostname: url.hostname,
      url: `${url.pathname}${url.search}`,
      referrer: page.referrer,
      title: page.title,
      language: page.language,
      screen: page.screen,
    },
  };
}
