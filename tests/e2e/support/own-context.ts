import type { Browser, Page } from '@playwright/test';

/**
 * A page in a browser context of its own (another person's browser), closed when `run` ends: a
 * page left open lives on in the worker's browser beside every later test's page, still polling
 * the API on a busy machine.
 */
export async function inOwnContext<T>(
  browser: Browser,
  run: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}
