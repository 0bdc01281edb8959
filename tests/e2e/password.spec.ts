import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { demoAccount, demoAccounts } from './support/demo-accounts.ts';
import { apiOrigin } from './support/api.ts';

// Studio Armonia's owner (this worker's copy) changes the password; the old password is put back
// at the end whatever happens, so the order of the tests is free.
const oldPassword = demoAccounts.massaggiatore.password;
const email = () => demoAccount('massaggiatore').email;
const newPassword = `Nuova-${Date.now()}`;

async function changePasswordByApi(request: APIRequestContext, from: string, to: string) {
  const login = await request.post(`${apiOrigin}/auth/login`, {
    data: { email: email(), password: from },
  });
  if (!login.ok()) return;
  const { token } = (await login.json()) as { token: string };
  const change = await request.post(`${apiOrigin}/auth/change-password`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { currentPassword: from, newPassword: to },
  });
  expect(change.ok(), `restoring the demo password: ${change.status()}`).toBe(true);
}

async function logIn(page: Page, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email());
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

test.afterEach(async ({ request }) => {
  // Back to the demo password if the new one was set (a no-op when it was not).
  await changePasswordByApi(request, newPassword, oldPassword);
});

test('changing the password logs out; the old one stops working, the new one logs in', async ({
  page,
}) => {
  test.setTimeout(timeLimit(60_000));
  await logIn(page, oldPassword);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'Impostazioni di sicurezza' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impostazioni di sicurezza' });
  const form = dialog.getByRole('form', { name: 'Cambia password' });
  const submit = form.getByRole('button', { name: 'Cambia password' });

  await form.getByLabel('Password attuale').fill(oldPassword);
  await form.getByLabel('Nuova password', { exact: true }).fill('corta');
  await form.getByLabel('Conferma nuova password').fill('diversa');
  await form.getByLabel('Conferma nuova password').blur();
  await form.getByLabel('Nuova password', { exact: true }).focus();
  await form.getByLabel('Nuova password', { exact: true }).blur();
  await expect(form).toContainText('La password deve essere lunga almeno 6 caratteri');
  await expect(form).toContainText('Le password non coincidono');
  await expect(submit).toBeDisabled();

  await form.getByLabel('Nuova password', { exact: true }).fill(newPassword);
  await form.getByLabel('Conferma nuova password').fill(newPassword);
  await expect(form).not.toContainText('Le password non coincidono');
  await submit.click();
  const confirm = page.getByRole('alertdialog', { name: 'Cambiare la password?' });
  await expect(confirm).toContainText('verrai disconnesso da tutti i dispositivi');
  await confirm.getByRole('button', { name: 'Cambia password' }).click();

  await expect(page).toHaveURL('/login');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');

  await logIn(page, oldPassword);
  await expect(page.getByRole('alert')).toHaveText('E-mail o password non corretti.');
  await logIn(page, newPassword);
  await expect(page).toHaveURL('/dashboard');
});
