import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

// Every story of storybook-static/index.json, at 1280 and 390 px, against committed baselines.
// One page per worker: stories are switched through Storybook's channel (no reload per story).

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../storybook-static/index.json'), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
// Benchmark stories (tag 'bench') are data for tests/perf, not screens.
const stories = Object.values(index.entries).filter(
  (e) => e.type === 'story' && !e.tags?.includes('bench'),
);

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

const base_url = () => `http://127.0.0.1:${process.env['VISUAL_PORT']}/iframe.html`;

async function openPreview(page: Page): Promise<void> {
  const url = `${base_url()}?id=${stories[0]?.id}&viewMode=story`;
  // The preview can abort or replace its own first load (MSW registering its service worker).
  await page.goto(url).catch(() => page.waitForLoadState('load'));
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
}

const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const page = await browser.newPage({
        reducedMotion: 'reduce',
        locale: 'it-IT',
        timezoneId: 'Europe/Rome',
      });
      await openPreview(page);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Renders a story in the shared page and waits until it has rendered and its play function has
 * run (a play function that fails still gives a deterministic picture: the story tests judge
 * behaviour, this suite judges pixels). Render errors fail the test.
 */
async function switchStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        type Channel = {
          on: (e: string, f: (x: unknown) => void) => void;
          off: (e: string, f: (x: unknown) => void) => void;
          emit: (e: string, x: unknown) => void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const settle = {
          storyRendered: true,
          playFunctionThrewException: true,
          storyErrored: false,
          storyThrewException: false,
          storyMissing: false,
        } as const;
        const handlers = Object.entries(settle).map(([event, ok]) => {
          const handler = (payload: unknown) => {
            if (event === 'storyRendered' && payload !== id) return;
            for (const [e, h] of handlers) channel.off(e, h);
            if (ok) resolve();
            else reject(new Error(`${event}: ${JSON.stringify(payload).slice(0, 500)}`));
          };
          channel.on(event, handler);
          return [event, handler] as const;
        });
        // A neutral pointer interaction first, so React Aria's focus-visible state never leaks between stories.
        document.dispatchEvent(
          new PointerEvent('pointerdown', { pointerType: 'mouse', bubbles: true }),
        );
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

async function showStory(page: Page, storyId: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      // A story may have navigated the preview away (links, redirects, a reload): start it again then.
      if (!page.url().startsWith(base_url())) await openPreview(page);
      await switchStory(page, storyId);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      return;
    } catch (error) {
      if (attempt > 0 || !/Execution context was destroyed|navigat/i.test(String(error)))
        throw error;
      await openPreview(page);
    }
  }
}

for (const viewport of viewports) {
  for (const story of stories) {
    test(`${story.id} @${viewport.name}`, async ({ storyPage: page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await showStory(page, story.id);
      await page.mouse.move(0, 0);
      // One capture once the story has settled (rendered, played, fonts loaded, animations off).
      const png = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
      const name = `${story.id}--${viewport.name}.png`;
      // Identical bytes need no image decoding; anything else goes through the pixel comparison.
      const baseline = test.info().snapshotPath(name);
      if (
        test.info().config.updateSnapshots !== 'all' &&
        existsSync(baseline) &&
        readFileSync(baseline).equals(png)
      )
        return;
      expect(png).toMatchSnapshot(name);
    });
  }
}
