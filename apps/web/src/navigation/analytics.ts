import { analyticsConfig, pageViewPayload } from './analytics-events.ts';

/**
 * The analytics adapter (MODULES.md: none by default): a deployment that wants page views sets
 * VITE_ANALYTICS (plausible or umami), VITE_ANALYTICS_ENDPOINT and VITE_ANALYTICS_SITE at build
 * time (README, "Analisi delle visite"). Neither sets a cookie. The request is fire-and-forget
 * with keepalive: it never delays a navigation, and a failure is nobody's business but theirs.
 */
const config = analyticsConfig(import.meta.env);

export function pageView(pathname: string): void {
  if (!config) return;
  const url = new URL(pathname, window.location.origin);
  url.search = window.location.pathname === pathname ? window.location.search : '';
  const body = pageViewPayload(config, {
    url: url.href,
    referrer: document.referrer,
    title: document.title,
    language: navigator.language,
    screen: `${window.screen.width}x${window.screen.height}`,
  });
  void fetch(config.endpoint, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
