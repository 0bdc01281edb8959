import type { Page } from '@playwright/test';

/** The print dialog would wait for a person: the page counts window.print() calls instead. */
export async function countPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
}

/** How many times the page asked for the print dialog. */
export const printsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { printed: number }).printed);
