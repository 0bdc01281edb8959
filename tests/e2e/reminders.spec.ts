import { expect, test, type Page } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { apiCall } from './support/api.ts';
import { outboxMailsTo, signUpNewSalon, unique } from './support/new-salon.ts';

// Issue #19's reminder on the real server, in a salon of the test's own: a visit booked for
// tomorrow is reminded by the server's sweep (REMINDER_SWEEP_MS in the e2e config), by e-mail
// because the client has no phone; the link in the e-mail opens the client's page, "Confermo"
// confirms, and the appointment reads "Confermato dal cliente" in the app. A forged link shows
// the clear page, never an error.

const WEEK = JSON.stringify(
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
      day,
      [['08:00', '20:00']],
    ]),
  ),
);

/** Tomorrow in the salon's time zone, as yyyy-MM-dd. */
function tomorrowInRome(): string {
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(tomorrow);
}

/** An operator, a service and a client with an e-mail only, and a visit tomorrow at 10:00. */
async function bookTomorrow(page: Page, clientEmail: string): Promise<number> {
  await apiCall(page, 'PATCH', '/users/me/opening-hours', { openingHours: WEEK });
  const service = await apiCall<{ id: number }>(page, 'POST', '/services', {
    name: 'Piega',
    price: 2500,
    durationMinutes: 30,
  });
  const operator = await apiCall<{ id: number }>(page, 'POST', '/hairdressers', {
    name: 'Sara Conti',
    serviceIds: [service.id],
    workingHours: WEEK,
  });
  const client = await apiCall<{ id: number }>(page, 'POST', '/clients', {
    name: 'Giulia Rossi',
    email: clientEmail,
  });
  const booked = await apiCall<{ id: number }>(page, 'POST', '/appointments', {
    clientId: client.id,
    hairdresserId: operator.id,
    serviceIds: [service.id],
    dateTime: `${tomorrowInRome()}T10:00:00`,
  });
  return booked.id;
}

test('a reminder’s link confirms the visit, and the app shows it confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(120_000));
  await signUpNewSalon(page, request, 'Salone Promemoria');
  // 48 hours, so that tomorrow at 10:00 is inside the window whenever the test runs.
  await page.goto('/salone');
  const hours = page.getByRole('textbox', { name: "Ore prima dell'appuntamento" });
  await hours.fill('48');
  await page.getByRole('button', { name: 'Salva promemoria' }).click();
  await expect(page.getByText('Promemoria salvati')).toBeVisible();

  const clientEmail = `cliente-${unique()}@e2e.agendina.it`;
  const appointmentId = await bookTomorrow(page, clientEmail);

  let link = '';
  await expect
    .poll(
      async () => {
        const mails = await outboxMailsTo(clientEmail);
        link =
          /(https?:\/\/\S+\/promemoria\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(
            mails.at(-1) ?? '',
          )?.[1] ?? '';
        return link;
      },
      { message: `promemoria per ${clientEmail}`, timeout: 30_000 },
    )
    .not.toBe('');

  await page.goto(link);
  await expect(page.getByText('Promemoria di Salone Promemoria')).toBeVisible();
  await expect(page.getByText('Piega', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Confermo' }).click();
  await expect(page.getByRole('status')).toHaveText('Appuntamento confermato. Ti aspettiamo!');

  await page.goto(`/appuntamento/${appointmentId}`);
  await expect(page.getByText(/Confermato dal cliente il/)).toBeVisible();

  // The same link with one character of its signature changed: a clear page, not an error.
  // (Not the last character: its low bits are padding that base64url decoding drops.)
  const at = link.length - 10;
  const forged = `${link.slice(0, at)}${link[at] === 'A' ? 'B' : 'A'}${link.slice(at + 1)}`;
  await page.goto(forged);
  await expect(page.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
  await expect(page.getByText(/chiama il salone/)).toBeVisible();
});
