import { expect, test } from '@playwright/test';
import { sitemapPaths, structuredDataOf, wordsOf } from './support/site.ts';

// Issue #20: the public site is prerendered HTML, indexable, described for search engines, and
// readable without JavaScript; the staff app stays out of the index; unknown paths are 404s.
const origin = 'https://www.agendina.it';

const typesOf = (html: string) => structuredDataOf(html).map((data) => data['@type']);
const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

test('every page of the sitemap is static HTML with its h1, content and head', async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/',
      '/faq',
      '/consulenza',
      '/blog',
      '/accessibilita',
      '/privacy-policy',
      '/termini-condizioni',
      '/servizio/parrucchieri',
      '/servizio/estetisti',
      '/servizio/massaggiatori',
      '/blog/automatizzare-prenotazioni-whatsapp-guida-completa',
      '/blog/gestionale-whatsapp-parrucchieri-funzioni-indispensabili',
      '/blog/ridurre-no-show-promemoria-automatici',
    ]),
  );
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g), 'one h1').toHaveLength(1);
      expect(html).toMatch(/<title>[^<]+ · Agendina<\/title>/);
      const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
      expect(description.length, description).toBeGreaterThanOrEqual(70);
      expect(description.length, description).toBeLessThanOrEqual(160);
      expect(html).toContain('<meta name="robots" content="index, follow">');
      const url = `${origin}${path}`;
      expect(html).toContain(`<link rel="canonical" href="${url}">`);
      expect(html).toContain(`<meta property="og:url" content="${url}">`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
      expect(html).toMatch(/<meta property="og:description" content="[^"]+">/);
      expect(html).toContain(`<meta property="og:image" content="${origin}/screenshots/`);
      if (path !== '/') expect(typesOf(html)).toContain('BreadcrumbList');
      expect(wordsOf(mainOf(html)), 'words in <main>').toBeGreaterThanOrEqual(120);
    });
  }
});

test('the picture a shared link shows is served', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
  const response = await request.get(new URL(image).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/webp');
});

test('with JavaScript off, each public page shows its h1 and its content', async ({
  browser,
  request,
}) => {
  const paths = await sitemapPaths(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      expect((await h1.textContent())?.trim().length).toBeGreaterThan(3);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Accedi' }).first()).toHaveAttribute(
        'href',
        '/login',
      );
    });
  }
  await context.close();
});

test('structured data: the product and its plans, the FAQ, the articles', async ({ request }) => {
  const home = structuredDataOf(await (await request.get('/')).text());
  expect(home.map((data) => data['@type'])).toEqual(
    expect.arrayContaining(['Organization', 'SoftwareApplication']),
  );
  const product = home.find((data) => data['@type'] === 'SoftwareApplication');
  expect(product?.['offers']).toHaveLength(3);

  const faq = structuredDataOf(await (await request.get('/faq')).text()).find(
    (data) => data['@type'] === 'FAQPage',
  );
  expect((faq?.['mainEntity'] as unknown[]).length).toBeGreaterThanOrEqual(15);

  for (const post of [
    '/blog/automatizzare-prenotazioni-whatsapp-guida-completa',
    '/blog/gestionale-whatsapp-parrucchieri-funzioni-indispensabili',
    '/blog/ridurre-no-show-promemoria-automatici',
  ]) {
    const html = await (await request.get(post)).text();
    const article = structuredDataOf(html).find((data) => data['@type'] === 'BlogPosting');
    expect(article?.['datePublished']).toMatch(/^2026-\d\d-\d\d$/);
    expect((article?.['author'] as { name?: string }).name).toBeTruthy();
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(wordsOf(mainOf(html)), `${post}: words`).toBeGreaterThanOrEqual(800);
  }
});

test('robots.txt keeps the staff app out and points to the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const rule of ['/dashboard$', '/cassa$', '/cliente/', '/magazzino$', '/admin$', '/login$'])
    expect(robots).toContain(`Disallow: ${rule}\n`);
  // No rule closes a public page: '/' alone, or a prefix of one (/servizi and /servizio/...).
  const rules = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]!);
  for (const publicPath of await sitemapPaths(request))
    for (const rule of rules)
      expect(
        rule.endsWith('$') ? publicPath === rule.slice(0, -1) : publicPath.startsWith(rule),
        `${rule} closes ${publicPath}`,
      ).toBe(false);
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('an unknown path is a real 404; the staff app is served noindex', async ({
  page,
  request,
}) => {
  const missing = await request.get('/questa-pagina-non-esiste');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex, follow">');
  const app = await request.get('/dashboard');
  expect(app.status()).toBe(200);
  expect(app.headers()['x-robots-tag']).toBe('noindex, nofollow');

  const response = await page.goto('/servizio/fotografi');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the menu leads from the home page to a trade page and to the login', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Principale' })
    .getByRole('link', { name: 'Parrucchieri' })
    .click();
  await expect(page).toHaveURL('/servizio/parrucchieri');
  await expect(
    page
      .getByRole('navigation', { name: 'Principale' })
      .getByRole('link', { name: 'Parrucchieri' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('banner').getByRole('link', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
});
