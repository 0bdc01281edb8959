import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { bookingPageFrameHeaders, securityHeaders } from './security-headers.ts';
import { mountBookingRoutes } from './booking-routes.ts';
import type { BookingRenderer } from './booking-renderer.ts';

/** route-table.json, written by build-site.ts: the public pages and the staff app's paths. */
interface RouteTable {
  site: string[];
  app: string[];
  /**
   * The staff app's pages prerendered into its shell (/login, /signup, /verify-email, decision
   * 0072): served instead of the empty shell at those addresses.
   */
  auth?: string[];
  /** The CSP hashes of the stylesheet inlined in the public pages. */
  styleHashes?: string[];
}

export interface WebServerOptions {
  /** The build's output directory (dist, dist-e2e). */
  dist: string;
  /** The API's address (VITE_API_URL of the build), allowed by connect-src. */
  apiUrl?: string;
  /** The analytics endpoint (VITE_ANALYTICS_ENDPOINT), allowed by connect-src when set. */
  analyticsEndpoint?: string;
  /**
   * The booking page's renderer (the build's server/booking-document.js, see main.ts): with it
   * and the API's address, /prenota/{slug} is served; without, those addresses are 404.
   */
  booking?: BookingRenderer;
  fetch?: typeof fetch;
}

/** server/booking-assets.json, written by build-site.ts next to the booking page's renderer. */
interface BookingAssets {
  origin: string;
  inlineCss: string;
  script: string;
}

/** '/cliente/$id' matches '/cliente/42'; '/cassa/' matches '/cassa'. */
function pathPattern(appPath: string): RegExp {
  const trimmed = appPath.length > 1 ? appPath.replace(/\/$/, '') : appPath;
  const source = trimmed
    .split('/')
    .map((segment) =>
      segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The server of the built web app (issue #20): public pages as prerendered HTML, the staff
 * app's shell for its routes (noindex), hashed assets cached for a year, and a real 404 for
 * any other path. Compressed, with the security headers on every response.
 */
export function createWebServer(options: WebServerOptions): Hono {
  const dist = path.resolve(options.dist);
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  const table = JSON.parse(read('route-table.json')) as RouteTable;
  const sitePages = new Map(
    table.site.map((sitePath) => [
      sitePath,
      read(sitePath === '/' ? 'index.html' : `${sitePath.slice(1)}/index.html`),
    ]),
  );
  const appPatterns = table.app.map(pathPattern);
  const appShell = read('app.html');
  const authPages = new Map(
    (table.auth ?? []).map((authPath) => [authPath, read(`${authPath.slice(1)}/index.html`)]),
  );
  const notFound = read('404.html');
  const headers = securityHeaders(options.apiUrl, options.analyticsEndpoint, table.styleHashes);

  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    // A booking page (issue #34) sends its own policy and X-Frame-Options, for the app's own
    // preview and the salon's listed sites (bookingPageFrameHeaders): the defaults stay out.
    const framed = c.res.headers.has('Content-Security-Policy');
    for (const [name, value] of Object.entries(headers)) {
      if (framed && (name === 'Content-Security-Policy' || name === 'X-Frame-Options')) continue;
      c.header(name, value);
    }
  });
  app.use(compress());
  app.use('/assets/*', async (c, next) => {
    await next();
    // File names carry their content hash: a new build is a new name.
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The build wrote each asset's .br and .gz (serve/precompress.ts): sent as they are, and the
  // compress middleware leaves a response that already has its Content-Encoding alone.
  app.use('/assets/*', serveStatic({ root: dist, precompressed: true }));
  if (options.booking && options.apiUrl) {
    const assets = JSON.parse(read('server/booking-assets.json')) as BookingAssets;
    mountBookingRoutes(app, {
      apiUrl: options.apiUrl,
      origin: assets.origin,
      render: options.booking,
      context: { origin: assets.origin, assets },
      notFound,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      frameHeaders: (sites) =>
        bookingPageFrameHeaders(
          sites,
          options.apiUrl,
          options.analyticsEndpoint,
          table.styleHashes,
        ),
    });
  }
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const requested = c.req.path;
    const pagePath = requested.length > 1 ? requested.replace(/\/$/, '') : requested;
    const page = sitePages.get(pagePath);
    if (page !== undefined) {
      c.header('Cache-Control', 'no-cache');
      return c.html(page);
    }
    if (appPatterns.some((pattern) => pattern.test(pagePath))) {
      c.header('Cache-Control', 'no-cache');
      c.header('X-Robots-Tag', 'noindex, nofollow');
      return c.html(authPages.get(pagePath) ?? appShell);
    }
    return next();
  });
  // A sign-in form sent before any script ran (JavaScript off, or the app not arrived) posts to
  // its own address: nothing is read from it, and the page comes back to be filled again.
  app.post('*', async (c, next) => {
    const pagePath = c.req.path.length > 1 ? c.req.path.replace(/\/$/, '') : c.req.path;
    if (!authPages.has(pagePath)) return next();
    const url = new URL(c.req.url);
    return c.redirect(`${pagePath}${url.search}`, 303);
  });
  // Other files of the build (favicon, screenshots, sitemap.xml, robots.txt, the scanner's
  // wasm); never the build's own bookkeeping.
  app.use('*', async (c, next) => {
    // The build's bookkeeping and the booking page's server-side renderer are not files to serve.
    if (
      c.req.path.startsWith('/.vite/') ||
      c.req.path.startsWith('/server/') ||
      c.req.path === '/route-table.json'
    )
      return next();
    return serveStatic({ root: dist })(c, next);
  });
  app.notFound((c) => c.html(notFound, 404));
  return app;
}
