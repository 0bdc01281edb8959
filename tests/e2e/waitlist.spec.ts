// The waitlist (issue #35) on the real servers: two clients find no time they like with their
// operator and join the salon's waitlist from its booking page with a code on WhatsApp; when a visit of that day is
// cancelled, both get a claim link in the WhatsApp sandbox; the first to claim books the time and
// the second is told it has gone. The staff see the line in /gestione-appuntamenti.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { apiOrigin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { codeMailedTo, codeOnWhatsApp, farDay, turnOnBookingPage } from './support/booking-page.ts';
import { logInAs } from './support/demo-accounts.ts';
import { serverLog, unique } from './support/new-salon.ts';

/** A mobile number of this run, without its +39. */
const mobile = () => `34${String(Date.now()).slice(-8)}`;

/** The first operator of the page who does Piega: a freed time is that operator's. */
async function piegaOperator(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`${apiOrigin}/public/booking/${slug}`);
  const page = (await response.json()) as {
    services: { id: number; name: string }[];
    operators: { name: string; serviceIds: number[] }[];
  };
  const piega = page.services.find((s) => s.name === 'Piega')?.id;
  const operator = page.operators.find((o) => o.serviceIds.includes(piega ?? 0));
  expect(operator, 'an operator of the page does Piega').toBeDefined();
  return operator?.name ?? '';
}

/** Piega with `operator` on the page's `dayIndex`-th free day: the times step; its date. */
async function piegaTimes(
  page: Page,
  slug: string,
  operator: string,
  dayIndex: number,
): Promise<string> {
  await page.goto(`/prenota/${slug}`);
  await page.getByLabel('Piega').check();
  await page.getByRole('group', { name: 'Con chi?' }).getByLabel(operator, { exact: true }).check();
  await page.getByRole('button', { name: 'Vedi i giorni liberi' }).click();
  await page.getByRole('link').filter({ hasText: 'dalle' }).nth(dayIndex).click();
  await expect(page.getByRole('heading', { name: /^Orari liberi di / })).toBeVisible();
  return new URL(page.url()).searchParams.get('giorno') ?? '';
}

/** A new client joins the waitlist for Piega on `date`, any time, with the code on WhatsApp. */
async function joinWaitlist(
  page: Page,
  slug: string,
  operator: string,
  dayIndex: number,
  name: string,
) {
  const date = await piegaTimes(page, slug, operator, dayIndex);
  await page.getByRole('link', { name: 'Mettiti in lista d’attesa' }).click();
  await expect(page.getByRole('heading', { name: 'Mettiti in lista d’attesa' })).toBeVisible();
  await page.getByLabel('Dal', { exact: true }).fill(date);
  await page.getByLabel('Al', { exact: true }).fill(date);
  await page.getByLabel('Qualsiasi orario').check();
  const number = mobile();
  await page.getByLabel('Nome e cognome').fill(name);
  await page.getByRole('textbox', { name: 'Telefono' }).fill(number);
  await page.getByLabel('Su WhatsApp, al numero di telefono').check();
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await page.getByLabel('Codice di verifica').fill(await codeOnWhatsApp(`+39${number}`));
  await page.getByRole('button', { name: 'Mettimi in lista d’attesa' }).click();
  await expect(page.getByRole('heading', { name: 'Sei in lista d’attesa' })).toBeVisible();
  return `+39${number}`;
}

/** The claim link the WhatsApp sandbox sent to `phone`, as the server printed it. */
async function claimLinkOf(phone: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const log = await readFile(serverLog, 'utf8').catch(() => '');
        link = log
          .split(`[whatsapp a ${phone}]`)
          .slice(1)
          .at(-1)
          ?.match(/https?:\/\/[^\s]+\/lista-attesa\/[A-Za-z0-9_.-]+/)?.[0];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return new URL(link ?? '').pathname;
}

test('a cancelled visit is offered to the waitlist: the first claim books it, the second is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(timeLimit(120_000));
  const slug = await turnOnBookingPage(request, { waitlist: { enabled: true, claimMinutes: 30 } });
  const day = farDay(9);
  // Everyone asks for the same operator: the time Marta frees is that operator's, and only one
  // client can have it.
  const operator = await piegaOperator(request, slug);

  // A client books Piega that day, first free time; the manage link stays open.
  await piegaTimes(page, slug, operator, day);
  await page.locator('main ul a').first().click();
  const email = `lista.${unique()}@example.it`;
  await page.getByLabel('Nome e cognome').fill('Marta Disdetta');
  await page.getByRole('textbox', { name: 'Telefono' }).fill(mobile());
  await page.getByLabel('Per e-mail').check();
  await page.getByLabel('E-mail (facoltativa)').fill(email);
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await page.getByLabel('Codice di verifica').fill(await codeMailedTo(email));
  await page.getByRole('button', { name: 'Conferma la prenotazione' }).click();
  await expect(page.getByRole('heading', { name: 'Prenotazione confermata' })).toBeVisible();
  const manage = (await page
    .getByRole('link', { name: 'Gestisci la prenotazione' })
    .getAttribute('href')) as string;

  // Two others want that day: they join the line, first Bianca, then Carlo.
  const bianca = `Bianca ${unique()}`;
  const carlo = `Carlo ${unique()}`;
  const biancaPhone = await joinWaitlist(page, slug, operator, day, bianca);
  await expectNoAxeViolations(page);
  const carloPhone = await joinWaitlist(page, slug, operator, day, carlo);

  // The staff see the line.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await logInAs(staffPage, 'parrucchiere', '/gestione-appuntamenti');
  const line = staffPage.getByRole('list', { name: 'Lista d’attesa' });
  await expect(line.getByRole('listitem').filter({ hasText: bianca })).toBeVisible();
  await expect(line.getByRole('listitem').filter({ hasText: carlo })).toBeVisible();
  await expectNoAxeViolations(staffPage);

  // The first client cancels through the link: the time goes to the waitlist.
  await page.goto(manage);
  await page.locator('main').getByRole('button', { name: "Annullo l'appuntamento" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sì, annulla' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText(/^Appuntamento annullato\./);

  // Both have the link in the sandbox. Carlo opens his, Bianca claims first.
  const carloPage = await browser.newPage();
  await carloPage.goto(await claimLinkOf(carloPhone));
  await expect(
    carloPage.getByRole('heading', { name: 'Si è liberato un orario per te' }),
  ).toBeVisible();
  await page.goto(await claimLinkOf(biancaPhone));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Prenota questo orario' }).click();
  await expect(page.getByRole('heading', { name: 'Prenotazione confermata' })).toBeVisible();
  await expect(page.getByText('Piega')).toBeVisible();

  // Carlo's claim comes second: refused, with the reason, and nothing booked for him.
  await carloPage.getByRole('button', { name: 'Prenota questo orario' }).click();
  await expect(
    carloPage.getByText('Questo orario è già stato preso da un altro cliente.').first(),
  ).toBeVisible();
  await expect(carloPage.getByRole('button', { name: 'Prenota questo orario' })).toHaveCount(0);
  await carloPage.close();

  // The staff's line: Bianca has booked, Carlo waits on.
  await staffPage.reload();
  await expect(line.getByRole('listitem').filter({ hasText: bianca })).toContainText(
    'Ha prenotato',
  );
  await expect(line.getByRole('listitem').filter({ hasText: carlo })).toContainText('In attesa');
  await staff.close();
});
