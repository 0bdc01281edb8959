import { readFileSync } from 'node:fs';
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

const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const page = await browser.newPage({
        reducedMotion: 'reduce',
        locale: 'it-IT',
        timezoneId: 'Europe/Rome',
      });
      await page.goto(
        `http://127.0.0.1:${process.env['VISUAL_PORT']}/iframe.html?id=${stories[0]?.id}&viewMode=story`,
      );
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on: (e: string, f: (x: unknown) => void) => void;
              off: (e: string, f: (x: unknown) => void) => void;
              emit: (e: string, x: unknown) => void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const events = [
          'storyRendered',
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'storyMissing',
        ];
        const handlers = events.map((event) => {
          const handler = (payload: unknown) => {
            if (event === 'storyRendered' && payload !== id) return;
            for (const [i, e] of events.entries())
              channel.off(e, handlers[i] as (x: unknown) => void);
            if (event === 'storyRendered') resolve();
            else reject(new Error(`${event}: ${JSON.stringify(payload)}`));
          };
          channel.on(event, handler);
          return handler;
        });
        // A neutral pointer interaction first, so React Aria's focus-visible state never leaks between stories.
        document.dispatchEvent(
          new PointerEvent('pointerdown', { pointerType: 'mouse', bubbles: true }),
        );
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const viewport of viewports) {
  for (const story of stories) {
    test(`${story.id} @${viewport.name}`, async ({ storyPage: page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await showStory(page, story.id);
      await page.mouse.move(0, 0);
      await expect(page).toHaveScreenshot(`${story.id}--${viewport.name}.png`);
    });
  }
}
