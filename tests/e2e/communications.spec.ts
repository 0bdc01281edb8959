import { expect, test } from '@playwright/test';
import { logInAs } from './support/demo-accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const unique = () => String(Date.now()).slice(-6);

test.beforeEach(async ({ page }) => {
  await logInAs(page, 'parrucchiere');
});

test('the inbox finds a demo conversation, which opens, sends a message and closes', async ({
  page,
}) => {
  await page.goto('/comunicazioni');
  await expect(page.getByRole('heading', { level: 1, name: 'Comunicazioni' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Conversazioni' });
  await expect(grid.getByRole('row').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Cerca conversazione' }).fill('russo');
  const row = grid.getByRole('row', { name: /^Alessandra Russo, \+393493456789/ });
  await expect(row).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(1);
  await row.click();

  const dialog = page.getByRole('dialog', { name: 'Conversazione con Alessandra Russo' });
  await expect(dialog.getByText('boh forse a nome di mia sorella')).toBeVisible();
  const text = `Ti richiamiamo oggi pomeriggio, codice ${unique()}`;
  await dialog.getByRole('textbox', { name: /Messaggio/ }).fill(text);
  await dialog.getByRole('button', { name: 'Invia', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Messaggio inviato con successo');
  await expect(dialog.getByRole('log').getByText(text)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Messaggio/ })).toHaveValue('');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/comunicazioni');
  // The inbox shows what the salon sent as the conversation's last message.
  await expect(grid.getByRole('row', { name: new RegExp(`Tu: ${text}`) })).toBeVisible();
});

test("the client card opens the client's conversation, or says there is none", async ({ page }) => {
  await page.goto('/database-clienti');
  await page.getByRole('searchbox', { name: 'Cerca cliente' }).fill('Francesca Bianchi');
  // Exact: the row's phone links are named «Chiama Francesca Bianchi al …» and «Scrivi su WhatsApp a …».
  await page.getByRole('link', { name: 'Francesca Bianchi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Francesca Bianchi' })).toBeVisible();
  await page.getByRole('link', { name: 'Apri la conversazione WhatsApp' }).click();
  await expect(page).toHaveURL(/\/comunicazioni\?conversazione=\d+$/);
  const dialog = page.getByRole('dialog', { name: 'Conversazione con Francesca Bianchi' });
  await expect(dialog.getByText('No, solo sabato purtroppo')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/database-clienti');
  await page.getByRole('searchbox', { name: 'Cerca cliente' }).fill('Valentina Romano');
  await page.getByRole('link', { name: 'Valentina Romano', exact: true }).click();
  await expect(page.getByText(/Nessuna conversazione WhatsApp con questo cliente/)).toBeVisible();
  await expect(page.getByRole('link', { name: /conversazione WhatsApp/ })).toHaveCount(0);
});
