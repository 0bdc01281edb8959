// Online requests (issue #34) on the real servers: a salon that confirms each online booking gets
// it as «Da confermare»; the client sees «Richiesta inviata» and a link that waits for the salon;
// the staff accept one request and decline another in /gestione-appuntamenti, and the client's
// link follows.
import { expect, test, type Page } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { codeMailedTo, farDay, turnOnBookingPage } from './support/booking-page.ts';
import { logInAs } from './support/demo-accounts.ts';
import { unique } from './support/new-salon.ts';

/** A new client asks for Piega on the page's `dayIndex`-th free day; the manage link's address. */
async function askFor(page: Page, slug: string, name: string, dayIndex: number) {
  await page.goto(`/prenota/${slug}`);
  await page.getByLabel('Piega').check();
  await page.getByRole('button', { name: 'Vedi i giorni liberi' }).click();
  await page.getByRole('link').filter({ hasText: 'dalle' }).nth(dayIndex).click();
  await expect(page.getByRole('heading', { name: /^Orari liberi di / })).toBeVisible();
  await page.locator('main ul a').first().click();
  const email = `richiesta.${unique()}@example.it`;
  await page.getByLabel('Nome e cognome').fill(name);
  await page.getByRole('textbox', { name: 'Telefono' }).fill(`33${String(Date.now()).slice(-8)}`);
  await page.getByLabel('Per e-mail').check();
  await page.getByLabel('E-mail (facoltativa)').fill(email);
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await page.getByLabel('Codice di verifica').fill(await codeMailedTo(email));
  await page.getByRole('button', { name: 'Conferma la prenotazione' }).click();
  await expect(page.getByRole('heading', { name: 'Richiesta inviata' })).toBeVisible();
  return (
    (await page.getByRole('link', { name: 'Gestisci la prenotazione' }).getAttribute('href')) ?? ''
  );
}

test('the staff accept one online request and decline another; the client’s link follows', async ({
  page,
  browser,
  request,
}) => {
  // Two clients book through the page (a code mailed to each), then the staff log in, answer both
  // and scan the screen with axe: 27 s of a green CI run, against the default 30 s per test.
  test.setTimeout(timeLimit(90_000));
  const slug = await turnOnBookingPage(request, { confirmationMode: 'REQUEST' });
  const first = `Sofia ${unique()}`;
  const second = `Paolo ${unique()}`;
  // Days three weeks on, which the other booking tests leave alone (they take the 20th, 21st, 24th).
  const firstLink = await askFor(page, slug, first, farDay(4));
  const secondLink = await askFor(page, slug, second, farDay(5));
  await page.goto(firstLink);
  await expect(page.getByRole('status')).toHaveText(/^Richiesta in attesa di conferma dal salone/);

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await logInAs(staffPage, 'parrucchiere', '/gestione-appuntamenti');
  const requests = staffPage.getByRole('list', { name: 'Richieste da confermare' });
  await expect(requests.getByRole('listitem').filter({ hasText: first })).toContainText(
    'Da confermare',
  );
  await expectNoAxeViolations(staffPage);
  await requests.getByRole('button', { name: `Accetta la richiesta di ${first}` }).click();
  await expect(staffPage.getByRole('status')).toHaveText(
    `Richiesta di ${first} accettata: il cliente è avvisato.`,
  );
  await requests.getByRole('button', { name: `Rifiuta la richiesta di ${second}` }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Rifiutare la richiesta?' });
  await dialog
    .getByRole('textbox', { name: 'Messaggio al cliente (facoltativo)' })
    .fill('Quel giorno siamo al completo.');
  await dialog.getByRole('button', { name: 'Rifiuta la richiesta' }).click();
  await expect(staffPage.getByRole('status')).toHaveText(
    `Richiesta di ${second} rifiutata: il cliente è avvisato.`,
  );
  await expect(requests.getByRole('listitem').filter({ hasText: first })).toHaveCount(0);
  await expect(requests.getByRole('listitem').filter({ hasText: second })).toHaveCount(0);
  await staff.close();

  // The client's links: the accepted visit can be confirmed; the declined one is cancelled.
  await page.goto(firstLink);
  await expect(page.getByRole('button', { name: 'Confermo' })).toBeVisible();
  await page.goto(secondLink);
  await expect(page.getByRole('status')).toHaveText(/^Appuntamento annullato\./);
});
