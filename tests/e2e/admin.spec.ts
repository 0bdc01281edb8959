import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInAs } from './support/demo-accounts.ts';
import { inOwnContext } from './support/own-context.ts';
import { signUpWithLink, unique } from './support/new-salon.ts';

// The admin console on the real server (issue #18). The test owns its salon: the seeded ADMIN
// invites it, it signs up through the copied link, and every change (digital cash, keys,
// deactivation) is made to it alone, so the demo salons stay as other specs expect them.

test.describe.configure({ mode: 'serial' });

const id = unique();
const salon = {
  name: `Salone Console ${id}`,
  email: `console-${id}@e2e.agendina.it`,
  password: 'Console2026!',
};
let signupLink = '';

/** The signup link of the invitation named `note`: from the clipboard, or its fallback field. */
async function copyInviteLink(page: Page, note: string): Promise<string> {
  const copy = page.getByRole('button', { name: `Copia link: ${note}` });
  // Keyboard: focus the button and press Enter, as a keyboard user would.
  await copy.focus();
  await page.keyboard.press('Enter');
  const fallback = page.getByRole('textbox', { name: `Link di invito: ${note}` });
  await expect(page.getByText('Link copiato').or(fallback)).toBeVisible();
  return (await fallback.isVisible())
    ? fallback.inputValue()
    : page.evaluate(() => navigator.clipboard.readText());
}

/** Issues a key with `label` in the panel on screen; returns the secret the dialog showed. */
async function issueKey(page: Page, label: string): Promise<string> {
  await page.getByLabel('Nome della chiave').fill(label);
  await page.getByLabel('Nome della chiave').press('Enter');
  return readSecretDialog(page);
}

/** The secret shown once; closes the dialog and checks the secret left the page. */
async function readSecretDialog(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Chiave creata' });
  await expect(dialog.getByText(/non verrà mostrata di nuovo/)).toBeVisible();
  const secret = (await dialog.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^agk_[A-Za-z0-9]{40}$/);
  await dialog.getByRole('button', { name: 'Copia chiave' }).click();
  await expect(dialog.getByText(/Chiave copiata|Copia non riuscita/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Ho copiato la chiave' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);
  return secret;
}

/** After a reload the key is listed by its prefix only, the secret nowhere. */
async function expectMaskedAfterReload(page: Page, secret: string): Promise<void> {
  await page.reload();
  const keys = page.getByRole('list', { name: 'Chiavi di integrazione' });
  await expect(keys).toContainText(`${secret.slice(0, 8)}••••`);
  await expect(page.getByText(secret)).toHaveCount(0);
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the admin generates an invitation with the keyboard and copies its link', async ({
  page,
}) => {
  await logInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Saloni' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Attività non riuscite' }),
  ).toBeVisible();
  const email = page.getByLabel('E-mail del salone (facoltativa)');
  await email.focus();
  await page.keyboard.type(salon.email);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  await page.getByLabel('Nota (facoltativa)').focus();
  await page.keyboard.type(salon.name);
  await page.getByRole('button', { name: 'Genera invito' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Invito generato')).toBeVisible();
  const invite = page.getByRole('list', { name: 'Inviti' }).getByRole('listitem').first();
  await expect(invite).toContainText(salon.name);
  await expect(invite).toContainText('Valida');
  signupLink = await copyInviteLink(page, salon.name);
  expect(signupLink).toMatch(/\/signup\?token=[A-Za-z0-9_-]{16,128}$/);
  await expectNoAxeViolations(page);
});

test('the invited salon signs up and rotates its own key in /salone', async ({ page }) => {
  await signUpWithLink(page, signupLink, salon);
  await page.goto('/salone');
  const first = await issueKey(page, 'Assistente vocale');
  await expectMaskedAfterReload(page, first);
  await page.getByRole('button', { name: 'Rigenera Assistente vocale' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rigenera chiave' }).click();
  const second = await readSecretDialog(page);
  expect(second).not.toBe(first);
  await expectMaskedAfterReload(page, second);
  // The old key is listed as revoked, the new one can still be rotated.
  await expect(page.getByRole('list', { name: 'Chiavi di integrazione' })).toContainText(
    'Revocata il',
  );
  await expect(page.getByRole('button', { name: /^Rigenera/ })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('the invitation, once used, takes a guest home saying so', async ({ browser }) => {
  await inOwnContext(browser, async (guest) => {
    await guest.goto(signupLink);
    await expect(guest).toHaveURL('/');
    await expect(guest.getByRole('alert')).toHaveText(
      'Questo invito è già stato usato: chiedine uno nuovo all’assistenza.',
    );
  });
});

test('the admin finds the salon, turns on digital cash and sees it in the audit log; issues and revokes a key', async ({
  page,
}) => {
  await logInAs(page, 'admin');
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(id);
  await expect(page).toHaveURL(new RegExp(`cerca=${id}`));
  const table = page.getByRole('grid', { name: 'Saloni' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: salon.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: salon.name })).toBeVisible();

  await page.getByRole('switch', { name: 'Cassa digitale' }).click();
  await expect(page.getByText('Cassa digitale attivata').first()).toBeVisible();
  const audit = page.getByRole('list', { name: 'Registro delle modifiche' });
  await expect(audit.getByRole('listitem').first()).toContainText('Cassa digitale: No → Sì');
  await expect(audit.getByRole('listitem').first()).toContainText('admin@agendina.it');

  const secret = await issueKey(page, 'Chiave della console');
  await expectMaskedAfterReload(page, secret);
  await page.getByRole('button', { name: 'Revoca Chiave della console' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoca chiave' }).click();
  await expect(page.getByRole('button', { name: 'Revoca Chiave della console' })).toHaveCount(0);
  await expect(audit.getByRole('listitem').first()).toContainText(/revocata/i);
  await expectNoAxeViolations(page);
});

test('a deactivated salon cannot log in until the admin reactivates it', async ({
  page,
  browser,
}) => {
  await logInAs(page, 'admin');
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(id);
  await expect(page).toHaveURL(new RegExp(`cerca=${id}`));
  await page.getByRole('grid', { name: 'Saloni' }).getByRole('link', { name: salon.name }).click();
  await page.getByRole('button', { name: 'Disattiva salone' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Tutte le sessioni del salone vengono chiuse subito');
  await confirm.getByRole('button', { name: 'Disattiva salone' }).click();
  await expect(page.getByText('Disattivato', { exact: true })).toBeVisible();

  await inOwnContext(browser, async (owner) => {
    const logIn = async () => {
      await owner.goto('/login');
      await owner.getByLabel('E-mail').fill(salon.email);
      await owner.getByLabel('Password').fill(salon.password);
      await owner.getByRole('button', { name: 'Accedi' }).click();
    };
    await logIn();
    await expect(
      owner.getByText('Salone disattivato. Contatta l’assistenza per riattivarlo.'),
    ).toBeVisible();
    await expect(owner).toHaveURL('/login');

    await page.getByRole('button', { name: 'Riattiva salone' }).click();
    await expect(page.getByText('Salone riattivato').first()).toBeVisible();
    await logIn();
    await expect(owner).not.toHaveURL('/login');
  });
});
