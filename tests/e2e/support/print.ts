import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** How many times the page called window.print() (countPrints). */
    printed: number;
  }
}

/** The print dialog would wait for a person: the page counts window.print() calls instead. */
export async function countPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.printed = 0;
    window.print = () => {
      window.printed += 1;
    };
  });
}

/** How many times the page asked for the print dialog. */
export const printsOf = (page: Page) => page.evaluate(() => window.printed);
