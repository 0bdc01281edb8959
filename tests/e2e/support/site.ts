import { expect, type APIRequestContext } from '@playwright/test';

/** The paths of the public site, as its sitemap.xml lists them (generated from the route table). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The JSON-LD blocks of a page's HTML, parsed. */
export function structuredDataOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The words a reader sees in an HTML fragment (tags, scripts and entities out). */
export function wordsOf(html: string): number {
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}
