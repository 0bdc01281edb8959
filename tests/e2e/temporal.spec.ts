import { expect, test, type Page } from '@playwright/test';
import { logInAs } from './support/demo-accounts.ts';
import { romeToday } from './support/calendar.ts';

// Decision 0074: the app reads dates with the browser's own Temporal, and loads the polyfill only
// where the browser has none (Safari, older Chromium). Both paths draw the same calendar.

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const longDay = (d: Date) =>
  d.toLocaleDateString('it-IT', { weekday: 'long', day: 'numeric', month: 'long' });

/** The app's scripts the page asked for, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Today's month, then today's day from its cell: the calendar's dates all come from Temporal. */
async function monthThenToday(page: Page) {
  const today = romeToday();
  await page.goto(`/dashboard?vista=mese&data=${iso(today)}`);
  const month = page.getByRole('grid', { name: /^Calendario di / });
  const cell = month.getByRole('gridcell', { name: new RegExp(`, ${longDay(today)}$`) });
  await expect(cell).toBeVisible();
  await cell.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid', { name: `Calendario di ${longDay(today)}` })).toBeVisible();
}

test('a browser with its own Temporal never downloads the polyfill', async ({ page }) => {
  // Debian's Chromium (156 when this was written) has its own Temporal, as CI installs it.
  expect(await page.evaluate(() => 'Temporal' in globalThis)).toBe(true);
  const scripts = scriptsOf(page);
  await logInAs(page, 'parrucchiere');
  await monthThenToday(page);
  expect(scripts.filter((path) => path.includes('/global.esm-'))).toEqual([]);
});

test('a browser without Temporal loads the polyfill first and draws the same calendar', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
  });
  const scripts = scriptsOf(page);
  await logInAs(page, 'parrucchiere');
  await monthThenToday(page);
  // Once per page load: the login page, then the dashboard's address.
  expect(scripts.filter((path) => path.includes('/global.esm-'))).toHaveLength(2);
});
