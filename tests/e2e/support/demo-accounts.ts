import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  createDeviceTokenStore,
  createMemoryStorage,
  createSessionStore,
  sessionOf,
} from '@agendina/api';
import type { LoginResponse } from '@agendina/contract';
import { apiOrigin } from './api.ts';

/** The demo logins the server seeds (apps/server/src/seed/demo-data.ts), printed by `npm start`. */
export const demoAccounts = {
  parrucchiere: { email: 'info@salonebellavista.it', password: 'Forbici2026!' },
  estetista: { email: 'info@centroaurora.it', password: 'Aurora2026!' },
  massaggiatore: { email: 'info@studioarmonia.it', password: 'Armonia2026!' },
  admin: { email: 'admin@agendina.it', password: 'Agendina2026!' },
} as const;

export type DemoAccount = keyof typeof demoAccounts;

/**
 * The login of `account` in this worker's copy of the demo salons: the e2e server seeds one copy
 * per worker (DEMO_COPIES in tests/playwright.config.ts), copy n answering to info+n@…, so specs
 * that change a demo salon run side by side without touching each other's. Playwright gives the
 * workers running at once different parallel indexes (a restarted worker keeps its own). The
 * ADMIN is one for the whole platform.
 */
export function demoAccount(account: DemoAccount): { email: string; password: string } {
  const login = demoAccounts[account];
  const copy = test.info().parallelIndex + 1;
  if (account === 'admin' || copy === 1) return login;
  return { ...login, email: login.email.replace('@', `+${copy}@`) };
}

/** Where a login lands (SPEC.md §2: /dashboard; its guard sends an ADMIN to /admin). */
const landingOf = (account: DemoAccount) => (account === 'admin' ? '/admin' : '/dashboard');

/**
 * Logs in through the real login page and waits for the landing page: for the specs about the
 * login itself (the form, its Content Security Policy, logging out and in again).
 */
export async function logInThroughForm(page: Page, account: DemoAccount): Promise<void> {
  const { email, password } = demoAccount(account);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(landingOf(account));
}

/**
 * Signs `account` in as the login page does (POST /auth/login, then the session, the last e-mail
 * and the device token stored by the app's own stores) and opens `landing`, by default the page a
 * login lands on. Skipping the form and the landing page's render when a spec starts elsewhere
 * saves each spec a page load or two; the form itself is covered by logInThroughForm's specs.
 */
export async function logInAs(page: Page, account: DemoAccount, landing?: string): Promise<void> {
  const { email, password } = demoAccount(account);
  const response = await page.request.post(`${apiOrigin}/auth/login`, {
    data: { email, password, rememberMe: false },
  });
  expect(response.ok(), `login of ${email}: ${response.status()}`).toBe(true);
  const login = (await response.json()) as LoginResponse;
  const storage = createMemoryStorage();
  const session = createSessionStore({ storage });
  session.saveSession(sessionOf(login));
  session.rememberLogin(email, false);
  if (login.deviceToken) createDeviceTokenStore({ storage }).set(email, login.deviceToken);
  // localStorage belongs to the app's origin: a static file of it opens it without the app.
  await page.goto('/favicon.svg');
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage.snapshot());
  await page.goto(landing ?? landingOf(account));
  if (!landing) await expect(page).toHaveURL(landingOf(account));
}
