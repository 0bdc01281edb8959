import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The demo logins the server seeds (apps/server/src/seed/demo-data.ts), printed by `npm start`. */
export const demoAccounts = {
  parrucchiere: { email: 'info@salonebellavista.it', password: 'Forbici2026!' },
  estetista: { email: 'info@centroaurora.it', password: 'Aurora2026!' },
  massaggiatore: { email: 'info@studioarmonia.it', password: 'Armonia2026!' },
  admin: { email: 'admin@agendina.it', password: 'Agendina2026!' },
} as const;

export type DemoAccount = keyof typeof demoAccounts;

/** Logs in through the real login page and waits for the landing page. */
export async function logInAs(page: Page, account: DemoAccount): Promise<void> {
  const { email, password } = demoAccounts[account];
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(account === 'admin' ? '/admin' : '/dashboard');
}
