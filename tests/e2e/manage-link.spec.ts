// The manage link of an online booking (issue #34) on the real servers: a returning client books
// on the salon's page with the phone the salon already has (no second client is made), then,
// from the confirmation's link, moves the visit to another day and cancels it; with a cutoff the
// visit is already inside, the link only says to call the salon, with its number.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiOrigin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { codeMailedTo, ownerHeaders, farDay, turnOnBookingPage } from './support/booking-page.ts';
import { unique } from './support/new-salon.ts';

interface Client {
  id: number;
  name: string;
  phoneNumber: string | null;
}

async function salonClients(request: APIRequestContext): Promise<Client[]> {
  const response = await request.get(`${apiOrigin}/clients`, {
    headers: await ownerHeaders(request),
  });
  const body = (await response.json()) as Client[] | { content: Client[] };
  return Array.isArray(body) ? body : body.content;
}

/** Books Taglio donna on the page's `dayIndex`-th free day, first free time; opens the manage link. */
async function bookAndManage(page: Page, slug: string, phone: string, dayIndex: number) {
  await page.goto(`/prenota/${slug}`);
  await page.getByLabel('Taglio donna').check();
  await page.getByRole('button', { name: 'Vedi i giorni liberi' }).click();
  await page.getByRole('link').filter({ hasText: 'dalle' }).nth(dayIndex).click();
  await expect(page.getByRole('heading', { name: /^Orari liberi di / })).toBeVisible();
  await page.locator('main ul a').first().click();
  const email = `cliente.${unique()}@example.it`;
  await page.getByLabel('Nome e cognome').fill('Cliente Abituale');
  // The page's field takes the number without its +39 prefix.
  await page.getByRole('textbox', { name: 'Telefono' }).fill(phone.replace(/^\+39/, ''));
  await page.getByLabel('Per e-mail').check();
  await page.getByLabel('E-mail (facoltativa)').fill(email);
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await page.getByLabel('Codice di verifica').fill(await codeMailedTo(email));
  await page.getByRole('button', { name: 'Conferma la prenotazione' }).click();
  await expect(page.getByRole('heading', { name: 'Prenotazione confermata' })).toBeVisible();
  await page.getByRole('link', { name: 'Gestisci la prenotazione' }).click();
  await expect(page.getByRole('heading', { name: 'Il tuo appuntamento' })).toBeVisible();
}

test('a returning client books as themselves, then moves and cancels the visit from its link', async ({
  page,
  request,
}) => {
  const slug = await turnOnBookingPage(request);
  const before = await salonClients(request);
  const returning = before.find((c) => c.phoneNumber?.startsWith('+393'));
  expect(returning, 'a demo client with an Italian mobile number').toBeDefined();
  const phone = returning?.phoneNumber ?? '';
  // A day four weeks on: the other booking tests and the demo history leave it alone.
  await bookAndManage(page, slug, phone, farDay(3));
  const card = page.locator('main');
  await expect(card.getByText('Taglio donna')).toBeVisible();
  await expect(card.getByText(/^Puoi spostarlo o annullarlo da qui fino a /)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Aggiungi al calendario' })).toHaveAttribute(
    'href',
    /\/public\/reminders\/.+\/calendar$/,
  );
  // The same client: found by the phone, not made again.
  const after = await salonClients(request);
  expect(after.filter((c) => c.phoneNumber === phone)).toHaveLength(1);
  expect(after).toHaveLength(before.length);

  const was = await card.locator('dd').first().textContent();
  await card.getByRole('button', { name: "Sposta l'appuntamento" }).click();
  await card.getByRole('button', { name: /Giorno/ }).click();
  await page.getByRole('option').nth(2).click();
  // The kit's radios are labels over hidden inputs: a person clicks the label.
  await card.getByRole('radiogroup', { name: 'Orario' }).locator('label').first().click();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: /^Sposta a / }).click();
  await expect(card.getByRole('status')).toHaveText(/^Appuntamento spostato a /);
  await expect(card.locator('dd').first()).not.toHaveText(was ?? '');

  await card.getByRole('button', { name: "Annullo l'appuntamento" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sì, annulla' }).click();
  await expect(card.getByRole('status')).toHaveText(/^Appuntamento annullato\./);
  await expect(card.getByRole('button', { name: "Sposta l'appuntamento" })).toHaveCount(0);
});

test('after the cutoff the link moves and cancels nothing, and gives the salon’s number', async ({
  page,
  request,
}) => {
  // A week's cutoff: a visit in the next days is already inside it.
  const slug = await turnOnBookingPage(request, { cutoffHours: 168 });
  await bookAndManage(page, slug, `+39347${String(Date.now()).slice(-7)}`, 3);
  const card = page.locator('main');
  await expect(
    card.getByText('Non è più possibile spostarlo o annullarlo da qui: chiama il salone.'),
  ).toBeVisible();
  await expect(card.getByRole('link', { name: /^\+39/ })).toHaveAttribute('href', /^tel:\+39/);
  await expect(card.getByRole('button', { name: "Annullo l'appuntamento" })).toHaveCount(0);
  await expect(card.getByRole('button', { name: "Sposta l'appuntamento" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
