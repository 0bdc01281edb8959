/**
 * The hosts of the production site. There the API is served by the same origin under /api;
 * everywhere else the base URL is the API host itself (SPEC.md §7).
 */
export const productionSiteHosts: readonly string[] = ['agendina.it', 'www.agendina.it'];

export const defaultApiHost = 'http://localhost:8080';

export interface BaseUrlInput {
  /** The page's location (window.location in the browser). */
  location: { hostname: string; origin: string };
  /** The configured API host (VITE_API_URL), if any. */
  apiHost?: string | undefined;
}

/** The base URL of every API call: the /api prefix applies only on the production site host. */
export function resolveApiBaseUrl({ location, apiHost }: BaseUrlInput): string {
  const onProductionSite = productionSiteHosts.includes(location.hostname.toLowerCase());
  const host = (apiHost?.trim() || (onProductionSite ? location.origin : defaultApiHost)).replace(
    /\/+$/,
    '',
  );
  if (!onProductionSite) return host;
  return host.endsWith('/api') ? host : `${host}/api`;
}
