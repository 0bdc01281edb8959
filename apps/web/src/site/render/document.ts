import type { SitePage, StructuredData } from '../site-page.ts';
import { escapeHtml, jsonForScript } from './escape.ts';

/** The files of the site's client build that every public page links. */
export interface SiteAssets {
  /**
   * The site's whole stylesheet, inlined in every page: no render-blocking request before the
   * first paint (LCP under 1 s on Lighthouse's mobile run). The CSP allows it by its hash
   * (styleHash), which the web server reads from route-table.json.
   */
  inlineCss: string;
  /** The site client (page view, islands): a module script. */
  script: string;
}

export interface DocumentParts {
  /** The page's address, absolute (canonical and og:url); null for the 404 page. */
  url: string | null;
  title: string;
  description: string;
  ogType: 'website' | 'article';
  robots: 'index, follow' | 'noindex, follow';
  structuredData: readonly StructuredData[];
  /** The picture a shared link shows (Open Graph), absolute. */
  image: { url: string; width: number; height: number; alt: string };
  /** The class of the theme (its CSS variables) on <html>. */
  themeClass: string;
  /** The page's markup (renderToString of the layout and the page). */
  body: string;
  assets: SiteAssets;
}

/** The document title of a page: "<title> · Agendina" (SPEC.md §2's pattern for every page). */
export const documentTitle = (page: Pick<SitePage, 'title'>): string => `${page.title} · Agendina`;

/** A whole HTML document: the head every public page needs, then its prerendered body. */
export function htmlDocument(parts: DocumentParts): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    meta('name', 'description', parts.description),
    meta('name', 'robots', parts.robots),
    parts.url ? `<link rel="canonical" href="${escapeHtml(parts.url)}">` : '',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
    // CSS text has no '</style' (vanilla-extract output); escaping would break its quotes.
    `<style>${parts.assets.inlineCss}</style>`,
    `<script type="module" src="${escapeHtml(parts.assets.script)}"></script>`,
    meta('property', 'og:type', parts.ogType),
    meta('property', 'og:site_name', 'Agendina'),
    meta('property', 'og:locale', 'it_IT'),
    meta('property', 'og:title', parts.title),
    meta('property', 'og:description', parts.description),
    parts.url ? meta('property', 'og:url', parts.url) : '',
    meta('property', 'og:image', parts.image.url),
    meta('property', 'og:image:width', String(parts.image.width)),
    meta('property', 'og:image:height', String(parts.image.height)),
    meta('property', 'og:image:alt', parts.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...parts.structuredData.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ].filter(Boolean);
  return [
    '<!doctype html>',
    `<html lang="it" class="${escapeHtml(parts.themeClass)}">`,
    `<head>${head.join('')}</head>`,
    `<body>${parts.body}</body>`,
    '</html>',
    '',
  ].join('\n');
}
