// Deposits at online booking (issue #35) on the real servers and the built-in test provider: a new
// client sees the deposit and the policy before confirming, pays 10,00 € with 4242 on the
// provider's page and is booked; the staff see «Acconto 10,00 €» on the visit and /cassa deducts
// it. A declined card books nothing and the time is offered again. A cancellation through the
// link before the cutoff refunds by itself; after the cutoff the detail says what the policy keeps
// and «Rimborsa» gives it back once.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { apiCall, apiOrigin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { codeMailedTo, farDay, ownerHeaders, turnOnBookingPage } from './support/booking-page.ts';
import { logInAs } from './support/demo-accounts.ts';
import { unique } from './support/new-salon.ts';
import { payWith } from './support/subscription.ts';

/** The id of the worker's salon's service called `name`. */
async function serviceId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`${apiOrigin}/services`, {
    headers: await ownerHeaders(request),
  });
  const body = (await response.json()) as
    { id: number; name: string }[] | { content: { id: number; name: string }[] };
  const found = (Array.isArray(body) ? body : body.content).find((s) => s.name === name);
  expect(found, `the demo salon offers ${name}`).toBeDefined();
  return found?.id ?? 0;
}

/** The page with Taglio donna asking a fixed 10,00 € of everyone; `cutoffHours` as given. */
async function turnOnDeposits(request: APIRequestContext, cutoffHours = 24) {
  const taglio = await serviceId(request, 'Taglio donna');
  return turnOnBookingPage(request, {
    cutoffHours,
    deposits: {
      rules: [{ serviceId: taglio, kind: 'FIXED', amount: 1000 }],
      audience: 'ALL',
      minNoShows: 1,
      keepPercent: 100,
    },
  });
}

/**
 * Taglio donna on the `dayIndex`-th free day at its first free time, up to the provider's card
 * page; the time chosen.
 */
async function bookUpToPayment(page: Page, slug: string, dayIndex: number): Promise<string> {
  await page.goto(`/prenota/${slug}`);
  await expect(page.locator('main[data-island="booking"][data-enhanced="true"]')).toBeAttached();
  const taglio = page.getByRole('listitem').filter({ has: page.getByLabel('Taglio donna') });
  await expect(taglio).toContainText(/Acconto 10,00\s€/);
  await page.getByLabel('Taglio donna').check();
  await page.getByRole('button', { name: 'Vedi i giorni liberi' }).click();
  await page.getByRole('link').filter({ hasText: 'dalle' }).nth(dayIndex).click();
  await expect(page.getByRole('heading', { name: /^Orari liberi di / })).toBeVisible();
  const first = page.locator('main ul a').first();
  const time = ((await first.textContent()) ?? '').match(/\d\d:\d\d/)?.[0] ?? '';
  await first.click();
  await expect(page.getByRole('heading', { name: 'I tuoi dati' })).toBeVisible();
  // Before anything is typed: how much, and what happens if the client cancels.
  await expect(page.getByText(/^Acconto richiesto: 10,00\s€$/)).toBeVisible();
  await expect(
    page.getByText(
      /^Puoi annullare gratis fino a \d+ ore prima; dopo, o se non ti presenti, l’acconto non viene restituito\.$/,
    ),
  ).toBeVisible();
  const email = `acconto.${unique()}@example.it`;
  await page.getByLabel('Nome e cognome').fill('Giulia Acconto');
  await page.getByRole('textbox', { name: 'Telefono' }).fill(`33${String(Date.now()).slice(-8)}`);
  await page.getByLabel('Per e-mail').check();
  await page.getByLabel('E-mail (facoltativa)').fill(email);
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await page.getByLabel('Codice di verifica').fill(await codeMailedTo(email));
  await page.getByRole('button', { name: 'Conferma e paga l’acconto' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiOrigin}/test-checkout/`));
  return time;
}

/** The visit the page booked last in this salon, from the staff's online news. */
async function newestOnlineVisit(page: Page): Promise<number> {
  const news = await apiCall<{ items: { id: number; clientName: string }[] }>(
    page,
    'GET',
    `/appointments/online/news?since=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`,
  );
  const visit = news.items.find((i) => i.clientName === 'Giulia Acconto');
  expect(visit, 'the visit paid online is in the news').toBeDefined();
  return visit?.id ?? 0;
}

test('a new client pays the deposit with 4242; the visit shows «Acconto 10,00 €» and /cassa deducts it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(timeLimit(90_000));
  const slug = await turnOnDeposits(request);
  await bookUpToPayment(page, slug, farDay(6));
  await expect(page.getByText(/Acconto 10,00\s€/).first()).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/prenota/${slug}/pagamento\\?checkout=`));
  await expect(page.getByRole('heading', { name: 'Prenotazione confermata' })).toBeVisible();
  const paid = page.locator('dt', { hasText: 'Acconto versato' }).locator('+ dd');
  await expect(paid).toHaveText(/^10,00\s€/);
  await expectNoAxeViolations(page);

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await logInAs(staffPage, 'parrucchiere');
  const id = await newestOnlineVisit(staffPage);
  await staffPage.goto(`/appuntamento/${id}`);
  await expect(staffPage.getByText(/Acconto 10,00\s€/).first()).toBeVisible();
  await expectNoAxeViolations(staffPage);

  // At the desk the deposit is its own line, and the client pays what is left.
  await staffPage.getByRole('button', { name: 'Metti in Lavorazione' }).click();
  await staffPage.getByRole('button', { name: 'Manda in Pagamento' }).click();
  await expect(staffPage).toHaveURL(new RegExp(`/cassa\\?appuntamento=${id}$`));
  const lines = staffPage.getByRole('list', { name: 'Righe della vendita' });
  await expect(lines).toContainText('Taglio donna');
  const totals = staffPage.getByRole('group', { name: 'Totali della vendita' });
  await expect(
    totals.locator('dt', { hasText: 'Acconto versato online' }).locator('+ dd'),
  ).toHaveText(/^-10,00\s€$/);
  // What is left to pay, and its VAT: 25,00 € of which 4,51 € is VAT at 22%.
  await expect(totals).toContainText(/25,00\s€/);
  await expect(totals.locator('dt', { hasText: 'di cui IVA 22%' }).locator('+ dd')).toHaveText(
    /^4,51\s€$/,
  );
  await staffPage.getByRole('button', { name: /^Incassa/ }).click();
  await expect(staffPage.getByText('Acconto versato online').first()).toBeVisible();
  await staff.close();
});

test('a declined card (4000 0000 0000 0002) books nothing and the time is offered again', async ({
  page,
  request,
}) => {
  const slug = await turnOnDeposits(request);
  const time = await bookUpToPayment(page, slug, farDay(7));
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento rifiutato' })).toBeVisible();
  await page.getByRole('link', { name: /^Torna a Salone Bellavista/ }).click();
  // Back on the salon's page, at the day's times, saying why; the time is free again.
  await expect(page.getByRole('heading', { name: /^Orari liberi di / })).toBeVisible();
  await expect(page.getByText(/^Pagamento rifiutato: /).first()).toBeVisible();
  await expect(page.locator('main ul a').filter({ hasText: time }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a cancellation before the cutoff refunds at the provider; after it the detail says what is kept and «Rimborsa» refunds once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(timeLimit(120_000));
  // Before the cutoff: the client cancels through the confirmation's link.
  let slug = await turnOnDeposits(request);
  await bookUpToPayment(page, slug, farDay(8));
  const checkout = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Prenotazione confermata' })).toBeVisible();
  await page.getByRole('link', { name: 'Gestisci la prenotazione' }).click();
  const card = page.locator('main');
  await expect(card.getByText(/Se annulli ora ti restituiamo 10,00\s€/)).toBeVisible();
  await card.getByRole('button', { name: "Annullo l'appuntamento" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sì, annulla' }).click();
  await expect(card.getByRole('status')).toHaveText(/^Appuntamento annullato\./);
  // The provider's own page of the payment shows the refund it made.
  await expect
    .poll(
      async () => {
        await page.goto(`${apiOrigin}/test-checkout/${checkout}`);
        return page.getByRole('status').textContent();
      },
      { timeout: 15_000 },
    )
    .toMatch(/Rimborsati al cliente: 10,00\s€\./);

  // After the cutoff (a week's cutoff puts a visit of the next days inside it): the staff see
  // what the policy keeps, and give it back anyway, once.
  slug = await turnOnDeposits(request, 168);
  await bookUpToPayment(page, slug, 2);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Prenotazione confermata' })).toBeVisible();
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await logInAs(staffPage, 'parrucchiere');
  const id = await newestOnlineVisit(staffPage);
  await staffPage.goto(`/appuntamento/${id}`);
  await expect(staffPage.getByText(/Trattenuto secondo la politica: 10,00\s€/)).toBeVisible();
  await staffPage.getByRole('button', { name: 'Rimborsa' }).click();
  const dialog = staffPage.getByRole('alertdialog');
  await expect(dialog).toContainText(/Rimborsare 10,00\s€ al cliente\?/);
  await dialog.getByRole('button', { name: /^Rimborsa 10,00/ }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: 'Acconto rimborsato' })).toHaveText(
    /^Acconto rimborsato: 10,00\s€ al cliente\./,
  );
  await expect(staffPage.getByRole('button', { name: 'Rimborsa' })).toHaveCount(0);
  // Once: the server refuses a second refund of the same deposit.
  const visit = await apiCall<{ deposit: { id: number } | null }>(
    staffPage,
    'GET',
    `/appointments/${id}`,
  );
  const token = await staffPage.evaluate(() => localStorage.getItem('auth_token'));
  const refused = await staffPage.request.post(
    `${apiOrigin}/deposits/${visit.deposit?.id ?? 0}/refund`,
    { headers: { Authorization: `Bearer ${token}` }, data: {} },
  );
  const again = { status: refused.status(), body: (await refused.json()) as unknown };
  expect(again).toEqual({
    status: 409,
    body: { message: 'Questo acconto è già stato rimborsato.', code: 'DEPOSIT_NOT_REFUNDABLE' },
  });
  await staff.close();
});
