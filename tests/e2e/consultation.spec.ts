import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { outboxMailsTo, unique } from './support/new-salon.ts';

// Issue #20: /consulenza's form on the real server: Italian messages before sending, nothing
// typed lost, the request stored and the team told through the mail adapter.
test('a consultation request: messages first, then sent, and the team gets the e-mail', async ({
  page,
}) => {
  const business = `Salone Prova ${unique()}`;
  await page.goto('/consulenza');
  const form = page.locator('form[data-island="consultation"]');
  await form.getByRole('textbox', { name: /Nome e cognome/ }).fill('Marta Rinaldi');
  await form.getByRole('button', { name: 'Richiedi la consulenza' }).click();

  // The rule runs in the browser: each missing field says so, the first one gets the focus,
  // and the name typed stays.
  await expect(form.getByText("Inserisci il nome dell'attività")).toBeVisible();
  await expect(form.getByText('Inserisci un numero di telefono')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Nome dell’attività/ })).toBeFocused();
  await expect(form.getByRole('textbox', { name: /Nome e cognome/ })).toHaveValue('Marta Rinaldi');
  await expectNoAxeViolations(page);

  await form.getByRole('textbox', { name: /Nome dell’attività/ }).fill(business);
  await form.getByRole('combobox', { name: /Tipo di attività/ }).selectOption('ESTETISTA');
  await form.getByRole('textbox', { name: /Telefono/ }).fill('347 123 4567');
  await form.getByRole('textbox', { name: /E-mail/ }).fill('marta@example.it');
  await form
    .getByRole('textbox', { name: /Di cosa hai bisogno/ })
    .fill('Due cabine, tre estetiste.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Richiedi la consulenza' }).click();

  await expect(page.getByText('Grazie, abbiamo ricevuto la tua richiesta')).toBeVisible();
  await expect
    .poll(async () =>
      (await outboxMailsTo('consulenze@agendina.it')).some((mail) => mail.includes(business)),
    )
    .toBe(true);
});
