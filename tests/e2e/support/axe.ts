import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

// axe-core driven directly, as @axe-core/playwright's legacy mode does, without its two costs per
// scan: it evaluated axe's 550 KB into the page twice (about 250 ms each on this machine), and in
// its default mode it also opened a blank page to merge the frames' results. One scan took 1.4 to
// 2 s on a quiet two-core machine, about 0.35 s here (decision 0085). What axe checks is the same:
// the same axe-core, the same rules, every same-origin frame (the app has no other kind).

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeWindow {
  axe?: typeof axe;
}

/** Every page passes an axe scan with no violations (WCAG 2.2 A and AA rules). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A page scanned again (a dialog opened after the first scan) keeps the axe it was given.
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => (window as AxeWindow).axe !== undefined);
    if (!present) await frame.evaluate(axe.source);
  }
  const violations = await page.evaluate(async (runOnly) => {
    const { axe: inPage } = window as AxeWindow;
    if (!inPage) throw new Error('axe-core non è nella pagina');
    inPage.configure({ allowedOrigins: ['<same_origin>'] });
    // Only violations are read: axe then describes one node of each passing rule instead of all
    // of them (a selector for each of a long list's cells), as the stories' scans do (preview.tsx).
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values: runOnly },
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, tags);
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}
