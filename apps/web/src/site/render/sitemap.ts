import type { SitePage } from '../site-page.ts';
import { escapeHtml } from './escape.ts';

/** sitemap.xml: every public page of the route table, with the date its content changed. */
export function sitemapXml(pages: readonly SitePage[], origin: string): string {
  const urls = pages.map(
    (page) =>
      `  <url><loc>${escapeHtml(`${origin}${page.path}`)}</loc><lastmod>${page.lastModified}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything public is open; each staff-app path is disallowed (their pages also
 * say noindex, and the server sends X-Robots-Tag); the sitemap's address.
 */
export function robotsTxt(appPaths: readonly string[], origin: string): string {
  const prefixes = [...new Set(appPaths.map(disallowPrefix))].sort();
  return [
    'User-agent: *',
    ...prefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** '/cliente/$id' -> '/cliente/'; '/cassa/' -> '/cassa'; '/dashboard' -> '/dashboard'. */
function disallowPrefix(path: string): string {
  const param = path.indexOf('$');
  if (param >= 0) return path.slice(0, param);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
