import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

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

/** Logs in through the real login page and waits for the landing page. */
export async function logInAs(page: Page, account: DemoAccount): Promise<void> {
  const { email, password } = demoAccount(account);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(account === 'admin' ? '/admin' : '/dashboard');
}
