import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from './support/demo-accounts.ts';

// Issue #37: /login, /signup and /verify-email arrive as the build's HTML of the app's own
// screens (decision 0072), usable before the app's JavaScript; the app then hydrates them.

/** Holds the app's entry script until the returned function is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in pages arrive with their forms, labels and buttons', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeEditable();
    await expect(page.getByLabel('Password')).toBeEditable();
    await expect(page.getByText('Ricordami')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeEnabled();
    await expect(page).toHaveTitle('Accedi · Agendina');

    await page.goto('/verify-email');
    await expect(page.getByRole('heading', { name: 'Verifica e-mail' })).toBeVisible();
    await expect(page.getByLabel('Codice di verifica')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Verifica', exact: true })).toBeVisible();

    await page.goto('/signup?token=qualsiasi');
    await expect(page.getByRole('heading', { name: 'Registrati' })).toBeVisible();
    await expect(page.getByLabel('Nome della tua attività')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Registrati' })).toBeVisible();
  });

  test('a form sent anyway comes back blank, its password in no address', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('giulia@salone.it');
    await page.getByLabel('Password').fill('segreta1');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Password')).toHaveValue('');
  });
});

test('what is typed before the app arrives is kept, and «Accedi» waits for it, then logs in', async ({
  page,
}) => {
  const release = await holdApp(page);
  const { email, password } = demoAccount('parrucchiere');
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  // Held, and said: the label the app shows while it logs in.
  await expect(page.getByRole('button', { name: 'Accesso in corso...' })).toBeDisabled();
  await expect(page).toHaveURL('/login');
  release();
  await expect(page).toHaveURL('/dashboard');
});

test('typed values survive the hydration and the form then answers as the app', async ({
  page,
}) => {
  const release = await holdApp(page);
  await page.goto('/verify-email', { waitUntil: 'commit' });
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await email.fill('giulia@salone.it');
  await page.getByLabel('Codice di verifica').fill('12a');
  release();
  await expect(page.locator('html[data-app]')).toBeAttached();
  // The app's own checks now run on what was typed before it arrived.
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expect(page.getByText('Il codice è di 6 cifre')).toBeVisible();
  await expect(email).toHaveValue('giulia@salone.it');
  await expect(page.getByLabel('Codice di verifica')).toHaveValue('12');
});
