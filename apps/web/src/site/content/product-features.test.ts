import { describe, expect, it } from 'vitest';
import { renderSite } from '../prerender.tsx';
import { comingFeatures, PRODUCT_FEATURES, shippedFeatures } from './product-features.ts';

// Issue #31: the site said for months that shipped features were «in arrivo». Every public
// page, as the build writes it (its JSON-LD too, so the FAQPage's answers), is read sentence by
// sentence: one that says something is coming must not name a shipped feature.
const files = renderSite({
  origin: 'https://www.agendina.it',
  assets: { inlineCss: '', script: '/site.js' },
  appPaths: [],
}).filter((file) => file.file.endsWith('.html'));

const COMING =
  /in arrivo|arriver[àa]|non (è|sono) ancora disponibil|non ancora\b|ci stiamo lavorando/i;

/** The page's sentences: its text and its structured data, tags and entities out. */
function sentencesOf(html: string): string[] {
  const text = html
    .replace(/<style>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\\u003c/g, '<')
    .replace(/\s+/g, ' ');
  return text.split(/(?<=[.!?])\s+|","/).map((sentence) => sentence.trim());
}

describe('what the public pages say is coming', () => {
  it('reads every page and the 404', () => {
    expect(files.length).toBeGreaterThanOrEqual(14);
  });

  it.each(files.map((file) => [file.file, file.contents] as const))(
    '%s calls no shipped feature «in arrivo»',
    (_file, html) => {
      const wrong = sentencesOf(html).filter(
        (sentence) =>
          COMING.test(sentence) &&
          shippedFeatures().some((feature) => feature.keywords.some((word) => word.test(sentence))),
      );
      expect(wrong).toEqual([]);
    },
  );

  it('names on the home page each feature that is still coming', () => {
    const home = sentencesOf(files.find((file) => file.file === 'index.html')!.contents);
    for (const feature of comingFeatures())
      expect(
        home.some(
          (sentence) =>
            COMING.test(sentence) && feature.keywords.some((word) => word.test(sentence)),
        ),
        feature.title,
      ).toBe(true);
  });

  it('says each shipped feature in words its own keywords find', () => {
    // Otherwise the check above would pass by looking for the wrong words.
    for (const feature of Object.values(PRODUCT_FEATURES))
      expect(
        feature.keywords.some((word) => word.test(`${feature.title} ${feature.text}`)),
        feature.title,
      ).toBe(true);
  });
});
