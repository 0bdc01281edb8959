import { expect, test, type Page } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { undefinedVariables } from './support/css-variables.ts';
import { sitemapPaths } from './support/site.ts';

// Issue #31: the public site drawn with the kit's theme, checked by eye. Every page of the
// sitemap and the 404, full page, at the visual suite's two widths, against baselines in
// __baselines__/site-visual.spec.ts (refresh with --update-snapshots, then look at them).
// It only reads the built site: no data, no order between tests.

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;
const NOT_FOUND = '/questa-pagina-non-esiste';

/** The page as a visitor ends up seeing it: every picture loaded, the font in, nothing moving. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    // Lazy pictures below the fold never load in a full-page shot that does not scroll.
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

const fileOf = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '_'));

test('«Accedi» and «Prenota una consulenza gratuita» are buttons in the theme, in Inter', async ({
  page,
}) => {
  await page.goto('/');
  await settle(page);
  for (const name of ['Accedi', 'Prenota una consulenza gratuita']) {
    const button = page.getByRole('link', { name, exact: true }).first();
    const look = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
        padding: style.paddingLeft,
        font: style.fontFamily,
      };
    });
    // Filled (a background) or outlined (a visible border), and padded like a button.
    const filled = look.background !== 'rgba(0, 0, 0, 0)';
    const outlined = !look.border.startsWith('0px') && !look.border.includes(' none ');
    expect(filled || outlined, `${name}: ${JSON.stringify(look)}`).toBe(true);
    expect(parseFloat(look.padding), `${name}: padding`).toBeGreaterThan(0);
    expect(look.font, name).toMatch(/^"?Inter/);
  }
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  expect(
    await page.evaluate(() => {
      let loaded = false;
      document.fonts.forEach((font) => {
        if (font.family.includes('Inter') && font.status === 'loaded') loaded = true;
      });
      return loaded;
    }),
    'Inter is loaded, not only declared',
  ).toBe(true);
});

test('every CSS variable a public page uses is defined on that page', async ({ page, request }) => {
  const paths = [...(await sitemapPaths(request)), NOT_FOUND];
  // One page load and one walk over its style sheets per page.
  test.setTimeout(timeLimit(paths.length * 4_000));
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      expect(await undefinedVariables(page), path).toEqual([]);
    });
  }
});

for (const size of WIDTHS) {
  test(`every public page at ${size.width} px looks as its baseline`, async ({ page, request }) => {
    test.setTimeout(timeLimit(120_000));
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const path of [...(await sitemapPaths(request)), NOT_FOUND]) {
      await test.step(path, async () => {
        await page.goto(path);
        await settle(page);
        await expect(page).toHaveScreenshot(`${fileOf(path)}-${size.name}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
      });
    }
  });
}
