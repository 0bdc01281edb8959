import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { describeShotDifference } from './shot-difference.ts';
import { openStoryPage, showStory, type Viewport } from './story-page.ts';
import { baselineDir, baselineName, storyIds, updateCommand } from './stories.ts';

const origin = () => `http://127.0.0.1:${process.env['VISUAL_PORT']}`;

/**
 * Every story at one width, in index order, in one page that the worker keeps: the same story
 * always follows the same one, whatever the machine's load.
 */
export function defineStorySuite(viewport: Viewport): void {
  const stories = storyIds();
  const test = base.extend<object, { storyPage: Page }>({
    storyPage: [
      async ({ browser }, use) => {
        const page = await openStoryPage(browser, origin(), viewport, stories[0] ?? '');
        await use(page);
        await page.close();
      },
      { scope: 'worker' },
    ],
  });

  for (const storyId of stories) {
    test(`${storyId} @${viewport.name}`, async ({ storyPage: page }) => {
      const run = await showStory(page, storyId);
      // Counted by `npm test`'s summary: every story must be scanned by axe.
      if (!run.scanned) throw new Error(`axe non ha analizzato la storia ${storyId}`);
      test.info().annotations.push({ type: 'axe' });
      if (run.played) test.info().annotations.push({ type: 'play' });
      await expectNoPageOverflow(page);
      const png = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
      const name = baselineName(storyId, viewport.name);
      const baseline = join(baselineDir, name);
      const updating = test.info().config.updateSnapshots !== 'none';
      if (!updating && !existsSync(baseline))
        throw new Error(
          `Manca la baseline tests/visual/baselines/${name} (storia nuova o rinominata). ` +
            `Generala con \`${updateCommand}\`, guardala e committala.`,
        );
      // Identical bytes need no image decoding; anything else goes through the pixel comparison.
      const mode = test.info().config.updateSnapshots;
      if (mode !== 'all' && existsSync(baseline) && readFileSync(baseline).equals(png)) return;
      try {
        expect(png).toMatchSnapshot(name);
      } catch (error) {
        if (!existsSync(baseline)) throw error;
        const where = await describeShotDifference(page, readFileSync(baseline), png);
        throw new Error(`${where}\n${(error as Error).message}`, { cause: error });
      }
    });
  }
}

/**
 * WCAG 1.4.10 (reflow): nothing may push the page wider than the screen; a wide table or grid
 * scrolls in its own box. A screenshot would not show it (it is cut at the viewport's edge).
 */
async function expectNoPageOverflow(page: Page): Promise<void> {
  const [scrollWidth, clientWidth] = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return [root.scrollWidth, root.clientWidth];
  });
  expect(
    scrollWidth,
    `La pagina è più larga dello schermo: ${scrollWidth} px su ${clientWidth}`,
  ).toBeLessThanOrEqual(clientWidth);
}
