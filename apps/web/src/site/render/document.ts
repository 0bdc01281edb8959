import type { SitePage, StructuredData } from '../site-page.ts';
import { escapeHtml, jsonForScript } from './escape.ts';

/** The files of the site's client build that every public page links. */
export interface SiteAssets {
  /** Stylesheets (absolute paths under /assets/). */
  styles: readonly string[];
  /** The site client (page view, islands): a module script. */
  script: string;
  /** Fonts the first paint needs, preloaded so text does not shift when they arrive. */
  fonts: readonly string[];
}

export interface DocumentParts {
  /** The page's address, absolute (canonical and og:url); null for the 404 page. */
  url: string | null;
  title: string;
  description: string;
  ogType: 'website' | 'article';
  robots: 'index, follow' | 'noindex, follow';
  structuredData: readonly StructuredData[];
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
    ...parts.assets.fonts.map(
      (href) =>
        `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...parts.assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    `<script type="module" src="${escapeHtml(parts.assets.script)}"></script>`,
    meta('property', 'og:type', parts.ogType),
    meta('property', 'og:site_name', 'Agendina'),
    meta('property', 'og:locale', 'it_IT'),
    meta('property', 'og:title', parts.title),
    meta('property', 'og:description', parts.description),
    parts.url ? meta('property', 'og:url', parts.url) : '',
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
