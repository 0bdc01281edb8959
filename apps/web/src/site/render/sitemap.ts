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
 * robots.txt: everything public is open; each staff-app path is disallowed exactly ('$' ends
 * the match, so /servizi does not also close /servizio/parrucchieri), a path with a parameter
 * by its prefix; their pages also say noindex, and the server sends X-Robots-Tag. Then the
 * sitemap's address.
 */
export function robotsTxt(appPaths: readonly string[], origin: string): string {
  const rules = [...new Set(appPaths.map(disallowRule))].sort();
  return [
    'User-agent: *',
    ...rules.map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** '/cliente/$id' -> '/cliente/'; '/cassa/' -> '/cassa$'; '/dashboard' -> '/dashboard$'. */
function disallowRule(path: string): string {
  const param = path.indexOf('$');
  if (param >= 0) return path.slice(0, param);
  return `${path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path}$`;
}
