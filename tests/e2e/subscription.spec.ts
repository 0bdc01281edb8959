import { expect, test } from '@playwright/test';
import { apiOrigin } from './support/api.ts';
import { logInAs } from './support/demo-accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openCardPage, payWith, signUpNewSalon } from './support/subscription.ts';

// The subscription round trip on the real server with its built-in test provider (issue #18):
// each test signs up a salon of its own (an invitation made through the API as the seeded
// ADMIN), so the tests can run in parallel and never change the demo salons.

test('a new salon subscribes from signup with 4242 4242 4242 4242 and comes back ACTIVE', async ({
  page,
  request,
}) => {
  await signUpNewSalon(page, request);
  await expectNoAxeViolations(page);
  await openCardPage(page);
  await payWith(page, '4242 4242 4242 4242');

  await expect(page.getByText('Pagamento riuscito')).toBeVisible();
  // The return parameters leave the address; the result stays on screen.
  await expect(page).toHaveURL('/subscription');
  const current = page.getByRole('region', { name: 'Il tuo abbonamento' });
  await expect(current.getByText(/^Il piano Base è attivo e si rinnova il/)).toBeVisible();
  await expect(current.getByText('Attivo', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Piano Base' })).toContainText(
    'Il tuo piano attuale',
  );
  await expectNoAxeViolations(page);
});

test('a declined card (4000 0000 0000 0002) says why and changes nothing', async ({
  page,
  request,
}) => {
  await signUpNewSalon(page, request);
  await openCardPage(page);
  await payWith(page, '4000 0000 0000 0002');

  // The card page says it first, as Stripe's does, and leads back.
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento rifiutato' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('la carta è stata rifiutata dalla banca');
  await page.getByRole('link', { name: 'Torna ad Agendina' }).click();

  const result = page.getByRole('region', { name: 'Esito del pagamento' });
  const alert = result.getByRole('alert');
  await expect(alert).toContainText('Pagamento rifiutato');
  await expect(alert).toContainText('la carta è stata rifiutata dalla banca');
  await expect(alert).toContainText('Non ti è stato addebitato nulla');
  await expect(page).toHaveURL('/subscription');
  // Still in trial, as before the card page; a reload still says so.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Il tuo abbonamento' })
      .getByText(/^In prova fino al \d{2}\/\d{2}\/\d{4}/),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: "Avviso sull'abbonamento" })).toHaveCount(0);
});

test('a card number failing the Luhn check is refused on the card page, keeping what was typed', async ({
  page,
  request,
}) => {
  await signUpNewSalon(page, request);
  await openCardPage(page);
  await payWith(page, '4242 4242 4242 4241');

  await expect(page.getByRole('alert')).toContainText('Un campo da correggere');
  const number = page.getByLabel('Numero della carta');
  await expect(number).toHaveAccessibleDescription(
    'Numero di carta non valido: controlla le cifre e riprova',
  );
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`^${apiOrigin}/test-checkout/`));
  // Nothing typed is lost: the number to correct, and the other fields as they were.
  await expect(number).toHaveValue('4242 4242 4242 4241');
  await expect(page.getByLabel('Nome sulla carta')).toHaveValue('Giulia Rossi');
  await expect(page.getByLabel('Scadenza (MM/AA)')).toHaveValue('12/30');
});

test('a past-due salon sees the banner on every page, and it leads to /subscription', async ({
  page,
}) => {
  // The seeded massage studio is PAST_DUE (apps/server/src/seed/demo-subscriptions.ts).
  await logInAs(page, 'massaggiatore');
  const banner = page.getByRole('complementary', { name: "Avviso sull'abbonamento" });
  await expect(banner).toContainText("Il pagamento dell'ultimo rinnovo non è andato a buon fine.");
  await expect(banner).toContainText('I tuoi dati restano al sicuro');
  await expectNoAxeViolations(page);
  // Nothing is locked: another page works, with the same banner.
  await page.goto('/database-clienti');
  await expect(page.getByRole('heading', { level: 1, name: 'Archivio clienti' })).toBeVisible();
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Scegli un piano' }).click();
  await expect(page).toHaveURL('/subscription');
  await expect(
    page.getByRole('region', { name: 'Il tuo abbonamento' }).getByText('Pagamento non riuscito'),
  ).toBeVisible();
});

test('an ADMIN never asks for a subscription and sees no banner', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    // The API's calls only (the page's own address is /subscription too).
    if (request.url().startsWith(`${apiOrigin}/subscription`)) asked.push(request.url());
  });
  await logInAs(page, 'admin', '/subscription');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: "Avviso sull'abbonamento" })).toHaveCount(0);
  expect(asked).toEqual([]);
});
