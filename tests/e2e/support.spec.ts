import { expect, test } from '@playwright/test';
import { logInAs } from './support/demo-accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const unique = () => String(Date.now()).slice(-6);

test.beforeEach(async ({ page }) => {
  await logInAs(page, 'parrucchiere');
});

test('opens a support ticket from /assistenza and sees it in the list, Aperta', async ({
  page,
}) => {
  await page.goto('/assistenza');
  await expect(page.getByRole('heading', { level: 1, name: 'Assistenza' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Le tue richieste' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const before = await list.getByRole('listitem').count();
  await expectNoAxeViolations(page);

  const question = page.getByRole('button', { name: 'Come prenoto un appuntamento?' });
  await question.click();
  await expect(page.getByRole('region', { name: 'Come prenoto un appuntamento?' })).toContainText(
    'procedura guidata in tre passi',
  );

  const form = page.getByRole('form', { name: 'Nuova richiesta di assistenza' });
  await form.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(form.getByText("Inserisci l'oggetto della richiesta")).toBeVisible();
  await expect(form.getByText('Scegli una categoria')).toBeVisible();

  const subject = `Calendario lento ${unique()}`;
  await form.getByRole('textbox', { name: /Oggetto/ }).fill(subject);
  await form.getByRole('button', { name: /Categoria/ }).click();
  await page.getByRole('option', { name: 'Appuntamenti' }).click();
  await form
    .getByRole('textbox', { name: /Messaggio/ })
    .fill('La vista settimana impiega molti secondi ad aprirsi il lunedì mattina.');
  await form.getByRole('button', { name: 'Invia richiesta' }).click();

  await expect(page.getByText(`Richiesta «${subject}» inviata`, { exact: false })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Oggetto/ })).toHaveValue('');
  await expect(list.getByRole('listitem')).toHaveCount(before + 1);
  const created = list.getByRole('listitem').first();
  await expect(created).toContainText(subject);
  await expect(created).toContainText('Aperta');
  await expect(created).toContainText('Appuntamenti · Inviata il');

  await created.getByRole('button', { name: `Leggi la richiesta «${subject}»` }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toContainText('La vista settimana impiega molti secondi');
  await expect(dialog).toContainText('Aperta');
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();
  await expectNoAxeViolations(page);
});
