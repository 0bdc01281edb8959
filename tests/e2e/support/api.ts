import { expect, type Page } from '@playwright/test';

// The real server of tests/playwright.config.ts (E2E_API_ORIGIN when run on other ports).
export const apiOrigin = process.env['E2E_API_ORIGIN'] ?? 'http://127.0.0.1:8787';

/** A call to the API with the session the page signed in with; fails the test unless 2xx. */
export async function apiCall<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const response = await page.request.fetch(`${apiOrigin}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A Wednesday `weeks` weeks ahead (no demo bookings yet), as yyyy-MM-dd. */
export function freeWednesday(weeks = 3): string {
  const d = new Date();
  d.setDate(d.getDate() + weeks * 7 + ((3 - d.getDay() + 7) % 7));
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
