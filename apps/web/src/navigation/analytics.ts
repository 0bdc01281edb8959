/**
 * The analytics adapter (MODULES.md: none by default). A deployment that wants page views sets
 * VITE_ANALYTICS_ENDPOINT; the view is sent with sendBeacon, so it never delays navigation.
 */
export function pageView(pathname: string): void {
  const endpoint = import.meta.env['VITE_ANALYTICS_ENDPOINT'];
  if (!endpoint || typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon(
    endpoint,
    JSON.stringify({ type: 'page_view', path: pathname, at: new Date().toISOString() }),
  );
}
