// The salon's booking page /prenota/{slug} (issue #34) on the real servers, with JavaScript
// switched off: the owner turns it on and sees its QR code and the page in /salone's preview; a
// new client picks two services and «Nessuna preferenza», a day and a time, asks why a time is
// missing, gets the code by e-mail and books; the staff see the visit among the recent bookings
// of /gestione-appuntamenti with the «Online» badge.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { codeMailedTo, codeOnWhatsApp, farDay, turnOnBookingPage } from './support/booking-page.ts';
import { logInAs } from './support/demo-accounts.ts';
import { unique } from './support/new-salon.ts';

test.describe('the booking page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the owner turns the page on; a new client books two services with «Nessuna preferenza»; the staff see it online', async ({
    page,
    browser,
    request,
  }) => {
    // Other tests of this worker use its salon's page: it starts off, offering nothing.
    await turnOnBookingPage(request, { enabled: false, serviceIds: [], operatorIds: [] });
    // The owner turns the page on in /salone › «Prenotazioni online» (the app needs JavaScript).
    const staff = await browser.newContext({ javaScriptEnabled: true });
    const staffPage = await staff.newPage();
    await logInAs(staffPage, 'parrucchiere', '/salone');
    const section = staffPage.getByRole('region', { name: 'Prenotazioni online' });
    const slug = `salone-bellavista-${test.info().parallelIndex + 1}`;
    await section.getByRole('switch', { name: 'Accetta prenotazioni online' }).click();
    await section.getByRole('textbox', { name: 'Indirizzo della pagina' }).fill(slug);
    // The kit's checkboxes are labels over hidden inputs: a person clicks the label.
    for (const group of ['Servizi prenotabili online', 'Operatori prenotabili online'])
      for (const label of await section.getByRole('group', { name: group }).locator('label').all())
        await label.click();
    await section.getByRole('button', { name: 'Salva prenotazioni online' }).click();
    await expect(section.getByRole('status')).toHaveText('Prenotazioni online salvate');
    await expect(
      section.getByRole('link', { name: new RegExp(`/prenota/${slug}$`) }),
    ).toBeVisible();
    // Where the clients find it: a QR code of the same address to print, and the page itself in
    // the preview (the page lets the app's own origin frame it).
    await expect(
      section.getByRole('img', { name: new RegExp(`^Codice QR di http.*/prenota/${slug}$`) }),
    ).toBeVisible();
    const downloading = staffPage.waitForEvent('download');
    await section.getByRole('link', { name: 'Scarica il codice QR' }).click();
    expect((await downloading).suggestedFilename()).toBe(`codice-qr-${slug}.svg`);
    await section.getByTitle('Anteprima della pagina di prenotazione').scrollIntoViewIfNeeded();
    await expect(
      staffPage
        .frameLocator('iframe[title="Anteprima della pagina di prenotazione"]')
        .getByRole('heading', { level: 1 }),
    ).toHaveText(/Salone Bellavista/);
    // With the preview loaded, axe reads both pages' landmarks together: the page's are named, so
    // they are told apart from the app's own banner and main.
    await expectNoAxeViolations(staffPage);

    await page.goto(`/prenota/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Salone Bellavista/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'HairSalon',
      potentialAction: { '@type': 'ReserveAction' },
    });
    // Nothing chosen: the page says so and stays on the first step.
    await page.getByRole('button', { name: 'Vedi i giorni liberi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Scegli almeno un servizio.');
    await page.getByLabel('Taglio donna').check();
    await page.getByLabel('Piega').check();
    await page.getByRole('button', { name: 'Vedi i giorni liberi' }).click();
    await expect(page.getByRole('heading', { name: 'Scegli il giorno' })).toBeVisible();
    // A day near the end of the horizon: the demo history and the other tests leave it alone.
    await page.getByRole('link').filter({ hasText: 'dalle' }).nth(farDay(0)).click();
    await expect(page.getByRole('heading', { name: /^Orari liberi di / })).toBeVisible();
    await page.getByLabel('Perché non vedo un orario?').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Chiedi perché' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^\d\d:\d\d: / })).toBeVisible();
    await page.locator('main ul a').nth(2).click();
    await expect(page.getByRole('heading', { name: 'I tuoi dati' })).toBeVisible();
    // Refused fields keep what was typed, each with its message.
    const email = `anna.${unique()}@example.it`;
    await page.getByLabel('Nome e cognome').fill('Anna Verdi');
    await page.getByRole('textbox', { name: 'Telefono' }).fill('12');
    await page.getByLabel('Per e-mail').check();
    await page.getByRole('button', { name: 'Invia il codice' }).click();
    await expect(page.getByText('Il numero deve essere di almeno 6 cifre')).toBeVisible();
    await expect(
      page.getByText('Scrivi l’indirizzo e-mail a cui mandare il codice.'),
    ).toBeVisible();
    await expect(page.getByLabel('Nome e cognome')).toHaveValue('Anna Verdi');
    const phone = `33${String(Date.now()).slice(-8)}`;
    await page.getByRole('textbox', { name: 'Telefono' }).fill(phone);
    await page.getByLabel('E-mail (facoltativa)').fill(email);
    await page.getByRole('button', { name: 'Invia il codice' }).click();
    await expect(page.getByRole('heading', { name: 'Inserisci il codice' })).toBeVisible();
    await page.getByLabel('Codice di verifica').fill(await codeMailedTo(email));
    await page.getByRole('button', { name: 'Conferma la prenotazione' }).click();
    await expect(page.getByRole('heading', { name: 'Prenotazione confermata' })).toBeVisible();
    await expect(page.getByText('Taglio donna, Piega')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gestisci la prenotazione' })).toHaveAttribute(
      'href',
      /^\/promemoria\//,
    );

    // The staff, in the app: the visit among the recent bookings, «Online».
    await staffPage.goto('/gestione-appuntamenti');
    const recent = staffPage.getByRole('list', { name: 'Prenotazioni recenti' });
    await expect(
      recent.getByRole('listitem').filter({ hasText: 'Anna Verdi' }).first(),
    ).toContainText('Online');
    await staff.close();
  });

  test("the page may be framed only by the app's own preview and the sites its salon lists (the widget)", async ({
    request,
  }) => {
    const slug = await turnOnBookingPage(request, {
      embedDomains: ['https://www.salonebellavista.it'],
    });
    const framed = await request.get(`/prenota/${slug}`);
    expect(framed.headers()['content-security-policy']).toMatch(
      /frame-ancestors 'self' https:\/\/www\.salonebellavista\.it$/,
    );
    expect(framed.headers()['x-frame-options']).toBeUndefined();
    await turnOnBookingPage(request);
    const alone = await request.get(`/prenota/${slug}`);
    expect(alone.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
    expect(alone.headers()['x-frame-options']).toBe('SAMEORIGIN');
    // The app and the site stay never framed, by anyone.
    const app = await request.get('/login');
    expect(app.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(app.headers()['x-frame-options']).toBe('DENY');
  });

  test('an unknown or switched-off address is a 404', async ({ page }) => {
    const response = await page.goto('/prenota/nessun-salone-qui');
    expect(response?.status()).toBe(404);
  });
});

test('with JavaScript on: two services with «Nessuna preferenza», the code on WhatsApp, the visit «Online» on the calendar', async ({
  page,
  browser,
  request,
}) => {
  const slug = await turnOnBookingPage(request);
  await page.goto(`/prenota/${slug}`);
  // The island is imported after the page's load: a click before it would load the next step
  // as a page (right, but not what this test is about).
  await expect(page.locator('main[data-island="booking"][data-enhanced="true"]')).toBeAttached();
  // Kept only while the page is never loaded again: every step comes through the island.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByLabel('Taglio donna').check();
  await page.getByLabel('Piega').check();
  await page.getByRole('button', { name: 'Vedi i giorni liberi' }).click();
  // A day near the end of the horizon, as the test without JavaScript.
  await page.getByRole('link').filter({ hasText: 'dalle' }).nth(farDay(1)).click();
  // The island brings the step without a page load: its heading says it has arrived.
  await expect(page.getByRole('heading', { name: /^Orari liberi di / })).toBeVisible();
  const day = new URL(page.url()).searchParams.get('giorno') ?? '';
  await page.locator('main ul a').first().click();
  const name = `Marta ${unique()}`;
  const digits = `33${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Nome e cognome').fill(name);
  await page.getByRole('textbox', { name: 'Telefono' }).fill(digits);
  await page.getByLabel('Su WhatsApp').check();
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await page.getByLabel('Codice di verifica').fill(await codeOnWhatsApp(`+39${digits}`));
  await page.getByRole('button', { name: 'Conferma la prenotazione' }).click();
  await expect(page.getByRole('heading', { name: 'Prenotazione confermata' })).toBeVisible();
  await expect(page.getByText('Taglio donna, Piega')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prenotazione confermata' })).toBeFocused();
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await logInAs(staffPage, 'parrucchiere', `/dashboard?vista=giorno&data=${day}`);
  const blocks = staffPage.getByRole('button', { name: new RegExp(`^${name}, Online, `) });
  await expect(blocks.first()).toBeVisible();
  await expect(blocks.first()).toContainText('Online');
  await staff.close();
});

// axe runs in the page: its steps are scanned with JavaScript on (they are the same HTML).
test('every step of the booking page passes axe', async ({ page, request }) => {
  const slug = await turnOnBookingPage(request);
  await page.goto(`/prenota/${slug}`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Vedi i giorni liberi' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Shampoo').check();
  await page.getByRole('button', { name: 'Vedi i giorni liberi' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('link').filter({ hasText: 'dalle' }).nth(farDay(2)).click();
  await expect(page.getByRole('heading', { name: /^Orari liberi di / })).toBeVisible();
  await page.getByRole('button', { name: 'Chiedi perché' }).click();
  await expectNoAxeViolations(page);
  await page.locator('main ul a').first().click();
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await expect(page.getByText('Scrivi il tuo nome.')).toBeVisible();
  await expectNoAxeViolations(page);
});
