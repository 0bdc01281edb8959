import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import * as bookingQuery from '../src/site/booking/booking-query.ts';
import { bookingPage } from '../src/testing/fixtures/booking-page.ts';
import { appPathsOf } from './route-tree-paths.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { precompressAssets } from './precompress.ts';
import { createWebServer } from './web-server.ts';

/**
 * A tiny build: two public pages, the app's shell, the 404 page, an asset; `prerendered`, the
 * app's pages prerendered into its shell (decision 0072), by path.
 */
function fixtureBuild(
  appPaths = ['/login', '/cliente/$id', '/cassa/'],
  prerendered: Record<string, string> = {},
): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'agendina-web-'));
  const write = (file: string, contents: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), contents);
  };
  const auth = Object.keys(prerendered);
  write(
    'route-table.json',
    JSON.stringify({
      site: ['/', '/faq'],
      app: appPaths,
      ...(auth.length > 0 ? { auth, styleHashes: ["'sha256-abc='", "'unsafe-hashes'"] } : {}),
    }),
  );
  for (const [pagePath, html] of Object.entries(prerendered))
    write(`${pagePath.slice(1)}/index.html`, html);
  write('index.html', '<h1>Home</h1>');
  write('faq/index.html', '<h1>Domande frequenti</h1>');
  write('app.html', '<div id="root"></div>');
  write('404.html', '<h1>Pagina non trovata</h1>');
  write('assets/app-abc123.js', 'console.log(1)');
  write('robots.txt', 'User-agent: *');
  write('.vite/manifest.json', '{}');
  write(
    'server/booking-assets.json',
    '{"origin":"https://www.agendina.it","inlineCss":"","script":"/s.js"}',
  );
  return dist;
}

describe('the web server of the built app and site', () => {
  let app: ReturnType<typeof createWebServer>;
  beforeAll(() => {
    app = createWebServer({ dist: fixtureBuild(), apiUrl: 'https://api.agendina.it/v1' });
  });

  it('serves a public page as its prerendered HTML, with or without the trailing slash', async () => {
    for (const address of ['/faq', '/faq/']) {
      const response = await app.request(address);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<h1>Domande frequenti</h1>');
    }
    expect(await (await app.request('/')).text()).toBe('<h1>Home</h1>');
  });

  it("serves the staff app's shell for its routes, noindex", async () => {
    for (const address of ['/login', '/cliente/42', '/cassa']) {
      const response = await app.request(address);
      expect(response.status, address).toBe(200);
      expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      expect(await response.text()).toBe('<div id="root"></div>');
    }
  });

  it("serves the shell for a reminder's link (issue #19), whose token has a dot, from the real route tree", async () => {
    const tree = readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8');
    const paths = appPathsOf(tree);
    expect(paths).toContain('/promemoria/$token');
    const real = createWebServer({ dist: fixtureBuild(paths), apiUrl: 'https://api.agendina.it' });
    const response = await real.request('/promemoria/YTo0MnwxfDE3OTAwMDAwMDA.c2lnbmF0dXJh-_x');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<div id="root"></div>');
  });

  it('answers any other path with a real 404 and the not-found page', async () => {
    for (const address of [
      '/nope',
      '/cliente/42/altro',
      '/route-table.json',
      '/.vite/manifest.json',
      // The booking page's renderer and its assets are the server's, not files to download.
      '/server/booking-assets.json',
      // Without the renderer (a build without it) there is no booking page.
      '/prenota/salone-bellavista',
    ]) {
      const response = await app.request(address);
      expect(response.status, address).toBe(404);
      expect(await response.text()).toBe('<h1>Pagina non trovata</h1>');
    }
  });

  it('caches hashed assets for a year, pages never without revalidating', async () => {
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/faq')).headers.get('Cache-Control')).toBe('no-cache');
    expect((await app.request('/robots.txt')).status).toBe(200);
  });

  it('sends the security headers, the API in connect-src, on every answer', async () => {
    for (const address of ['/', '/login', '/nope', '/assets/app-abc123.js']) {
      const headers = (await app.request(address)).headers;
      expect(headers.get('Content-Security-Policy')).toContain(
        "connect-src 'self' https://api.agendina.it",
      );
      expect(headers.get('X-Frame-Options')).toBe('DENY');
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });
});

describe("the staff app's paths, from TanStack Router's route tree", () => {
  it("lists every full path but the layouts' '/'", () => {
    const source = `export interface FileRoutesByFullPath {
  '/': typeof AppRoute
  '/login': typeof LoginRoute
  '/cliente/$id': typeof ClienteRoute
}
export interface FileRoutesByTo {
  '/x': typeof X
}`;
    expect(appPathsOf(source)).toEqual(['/login', '/cliente/$id']);
  });

  it('fails loudly when the generated file changes shape', () => {
    expect(() => appPathsOf('export const routeTree = {}')).toThrow(/FileRoutesByFullPath/);
  });

  it('lets a booking page be framed only by the sites its salon lists', () => {
    expect(contentSecurityPolicy()).toContain("frame-ancestors 'none'");
    expect(
      contentSecurityPolicy(
        undefined,
        undefined,
        [],
        ['https://www.salonebellavista.it', 'https://salonebellavista.it'],
      ),
    ).toContain('frame-ancestors https://www.salonebellavista.it https://salonebellavista.it');
  });
});

describe('who may frame a booking page', () => {
  /** The web server with a booking page whose salon lists `sites`, on an API that answers it. */
  function serverListing(sites: string[]) {
    const api = (async (input: Request | string | URL) => {
      const url = new URL(input instanceof Request ? input.url : input);
      return url.pathname.endsWith('/public/booking/salone-bellavista')
        ? Response.json({ ...bookingPage, embedDomains: sites })
        : new Response(null, { status: 404 });
    }) as typeof fetch;
    return createWebServer({
      dist: fixtureBuild(),
      apiUrl: 'https://api.agendina.it',
      fetch: api,
      booking: {
        ...bookingQuery,
        chosenDepositCents: () => 0,
        renderBookingDocument: (view) => `<h1>${view.page.salonName}</h1>`,
        renderClaimDocument: () => '<h1>Lista d’attesa</h1>',
      },
    });
  }

  it("by the app's own origin (the preview in /salone) and no one else, when the salon lists no site", async () => {
    const response = await serverListing([]).request('/prenota/salone-bellavista');
    expect(await response.text()).toBe('<h1>Salone Bellavista</h1>');
    expect(response.headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'self'$/);
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    // The rest of the policy is the server's own.
    expect(response.headers.get('Content-Security-Policy')).toContain(
      "connect-src 'self' https://api.agendina.it",
    );
  });

  it('by the app and the sites its salon lists (the widget), without X-Frame-Options, which cannot list them', async () => {
    const response = await serverListing(['https://www.salonebellavista.it']).request(
      '/prenota/salone-bellavista',
    );
    expect(response.headers.get('Content-Security-Policy')).toMatch(
      /frame-ancestors 'self' https:\/\/www\.salonebellavista\.it$/,
    );
    expect(response.headers.get('X-Frame-Options')).toBeNull();
  });

  it('every other answer of the same server stays never framed', async () => {
    const server = serverListing(['https://www.salonebellavista.it']);
    for (const address of ['/', '/login', '/prenota/nessun-salone', '/assets/app-abc123.js']) {
      const headers = (await server.request(address)).headers;
      expect(headers.get('Content-Security-Policy'), address).toContain("frame-ancestors 'none'");
      expect(headers.get('X-Frame-Options'), address).toBe('DENY');
    }
  });
});

describe('the prerendered sign-in pages', () => {
  let app: ReturnType<typeof createWebServer>;
  beforeAll(() => {
    const dist = fixtureBuild(['/login', '/signup', '/dashboard'], {
      '/login': '<div id="root" data-prerendered="/login"><h1>Accedi</h1></div>',
      '/signup': '<div id="root" data-prerendered="/signup"><h1>Registrati</h1></div>',
    });
    app = createWebServer({ dist, apiUrl: 'https://api.agendina.it/v1' });
  });

  it("are served at their addresses instead of the app's empty shell, noindex like it", async () => {
    const headings = { '/login': 'Accedi', '/login/': 'Accedi', '/signup?token=abc': 'Registrati' };
    for (const [address, heading] of Object.entries(headings)) {
      const response = await app.request(address);
      expect(response.status, address).toBe(200);
      expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toContain(`<h1>${heading}</h1>`);
    }
    expect(await (await app.request('/dashboard')).text()).toBe('<div id="root"></div>');
    expect(await (await app.request('/')).text()).toBe('<h1>Home</h1>');
  });

  it('allow their inlined stylesheet and style attributes by hash only', async () => {
    const policy = (await app.request('/login')).headers.get('Content-Security-Policy') ?? '';
    expect(policy).toMatch(/style-src 'self' [^;]*'sha256-abc=' 'unsafe-hashes'/);
    expect(policy).not.toContain("'unsafe-inline'");
  });

  it('send a form posted without JavaScript back to the page, reading nothing of it', async () => {
    const response = await app.request('/signup?token=abc', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=giulia%40salone.it&password=segreta1',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/signup?token=abc');
    expect((await app.request('/dashboard', { method: 'POST' })).status).toBe(404);
  });
});

describe('the assets compressed once by the build', () => {
  it('are sent as brotli, as gzip or as they are, as the browser accepts, always the same script', async () => {
    const dist = fixtureBuild();
    const script = `export const days = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `giorno ${i}`))};`;
    writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
    expect(await precompressAssets(path.join(dist, 'assets'))).toBe(1);
    const app = createWebServer({ dist, apiUrl: 'https://api.agendina.it/v1' });
    const get = (encodings: string) =>
      app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': encodings } });

    const br = await get('gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Type')).toMatch(/javascript/);
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(brBody).toString()).toBe(script);

    const gz = await get('gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get('identity');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });
});
