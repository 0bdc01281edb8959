import { expect, test } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInAs } from './support/demo-accounts.ts';

// Centro Estetico Aurora's demo callbacks (the server seeds three per salon); no other test
// resolves them, so this one does not depend on the order the tests run in.

test('a callback handled through the conversation dialog: message sent, resolved with notes', async ({
  page,
}) => {
  test.setTimeout(timeLimit(60_000));
  await logInAs(page, 'estetista', '/da-richiamare');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Clienti da richiamare' }),
  ).toBeVisible();
  const requests = page
    .getByRole('list', { name: 'Richieste di assistenza' })
    .getByRole('listitem');
  await expect(requests.first()).toBeVisible();
  const before = await requests.count();
  // A WhatsApp request (a voice one has no conversation to open).
  const first = requests
    .filter({ has: page.getByRole('button', { name: 'Apri conversazione' }) })
    .first();
  const clientName = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(clientName).not.toBe('');

  await first.getByRole('button', { name: 'Apri conversazione' }).click();
  const conversation = page.getByRole('dialog', { name: `Conversazione con ${clientName}` });
  await expect(
    conversation.getByRole('log', { name: `Conversazione con ${clientName}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const text = `Ciao, ti richiamiamo oggi pomeriggio (e2e ${Date.now()})`;
  const composer = conversation.getByRole('textbox', { name: 'Messaggio' });
  await composer.fill(text);
  await conversation.getByRole('button', { name: 'Invia' }).click();
  const sent = conversation.getByText('Messaggio inviato con successo');
  await expect(sent).toBeVisible();
  await expect(composer).toHaveValue('');
  // The thread shows it after the next poll (every 3 s while the dialog is open).
  await expect(conversation.getByText(text)).toBeVisible({ timeout: 10_000 });
  // The success message goes away by itself after 3 s.
  await expect(sent).toBeHidden({ timeout: 10_000 });

  await conversation.getByRole('button', { name: 'Risolvi richiesta' }).click();
  await expect(conversation).toBeHidden();
  const resolve = page.getByRole('dialog', { name: `Risolvi la richiesta di ${clientName}` });
  await resolve
    .getByRole('textbox', { name: 'Note (facoltative)' })
    .fill('Richiamata, appuntamento fissato');
  await resolve.getByRole('button', { name: 'Segna come risolta' }).click();
  await expect(resolve).toBeHidden();
  await expect(requests).toHaveCount(before - 1);
  await expect(page.getByRole('heading', { level: 2, name: clientName })).toHaveCount(0);
});
