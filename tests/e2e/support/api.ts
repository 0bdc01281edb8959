import { expect, type Page } from '@playwright/test';
import { romeToday } from './calendar.ts';

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
  const d = romeToday();
  d.setDate(d.getDate() + weeks * 7 + ((3 - d.getDay() + 7) % 7));
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * A two-operator group for the demo salon's first client: the first operator's first service,
 * then another service with the second operator, from `startDateTime`.
 */
export async function bookDemoGroup(
  page: Page,
  startDateTime: string,
  extra: { notes?: string } = {},
): Promise<{ appointmentGroupId: string; appointments: { id: number }[] }> {
  const clients = await apiCall<{ content: { id: number }[] }>(
    page,
    'GET',
    '/clients?page=0&size=1',
  );
  const operators = await apiCall<{ id: number; services: { id: number }[] }[]>(
    page,
    'GET',
    '/hairdressers',
  );
  const [first, second] = operators.filter((o) => o.services.length > 0);
  if (!first || !second) throw new Error('the demo salon needs two operators with services');
  const secondService = second.services.find((s) => s.id !== first.services[0]?.id);
  return apiCall(page, 'POST', '/appointments/multi-operator', {
    clientId: clients.content[0]?.id,
    startDateTime,
    ...extra,
    serviceBlocks: [
      { serviceId: first.services[0]?.id, operatorId: first.id, executionOrder: 1 },
      { serviceId: secondService?.id, operatorId: second.id, executionOrder: 2 },
    ],
  });
}
