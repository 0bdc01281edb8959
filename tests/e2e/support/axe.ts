import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every page passes an axe scan with no violations (WCAG 2.2 A and AA rules). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Only violations are read: axe then describes one node of each passing rule instead of all
    // of them (a selector for each of a long list's cells), as the stories' scans do (preview.tsx).
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
