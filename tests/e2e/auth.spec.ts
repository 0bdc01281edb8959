import { expect, test } from '@playwright/test';
import { demoAccount, logInThroughForm } from './support/demo-accounts.ts';

test('a salon owner logs in, lands on the dashboard and logs out', async ({ page }) => {
  await logInThroughForm(page, 'parrucchiere');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});

test('wrong credentials keep the e-mail typed and say why', async ({ page }) => {
  const { email } = demoAccount('parrucchiere');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('sbagliata');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail o password non corretti.');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
});

test('an ADMIN lands on /admin, and a USER hitting /admin lands on /dashboard', async ({
  page,
}) => {
  await logInThroughForm(page, 'admin');
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await logInThroughForm(page, 'parrucchiere');
  await page.goto('/admin');
  await expect(page).toHaveURL('/dashboard');
});
