// The staff's notification of online bookings (issue #34) on the real servers: a member of the
// staff is on the dashboard when clients book on the salon's page; the app tells each booking in
// a toast and counts it on «Appuntamenti» until the staff open the appointments.
//
// The app asks every half minute, and at once when its tab comes back into view: the test says
// the tab is visible again (the browser's own visibilitychange) instead of waiting for the poll.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiOrigin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { codeMailedTo, turnOnBookingPage } from './support/booking-page.ts';
import { logInAs } from './support/demo-accounts.ts';
import { unique } from './support/new-salon.ts';

/** 60 days, as turnOnBookingPage's: its last days are past those where tests book fixed times. */
const HORIZON_DAYS = 60;

/**
 * `name` books Piega through the page's public API (what its forms send), at the first free time
 * of the page's `fromEnd`-th last free day; that day, worded as the app words it.
 */
async function bookOnline(request: APIRequestContext, slug: string, name: string, fromEnd: number) {
  const base = `${apiOrigin}/public/booking/${slug}`;
  const read = async <T>(answer: ReturnType<APIRequestContext['get']>) => {
    const response = await answer;
    expect(response.ok(), `${response.url()}: ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  const { services } = await read<{ services: { id: number; name: string }[] }>(request.get(base));
  const serviceIds = services.filter((s) => s.name === 'Piega').map((s) => s.id);
  const { days } = await read<{ days: { date: string; firstTime: string }[] }>(
    request.get(`${base}/days`, { params: { services: serviceIds.join(',') } }),
  );
  const day = days.at(-fromEnd);
  if (!day) throw new Error(`${days.length} giorni liberi`);
  const email = `novita.${unique()}@example.it`;
  const phone = `+3933${String(Date.now()).slice(-8)}`;
  const sent = await read<{ verificationId: string }>(
    request.post(`${base}/verifications`, { data: { phone, channel: 'EMAIL', email } }),
  );
  const booked = await request.post(`${base}/bookings`, {
    data: {
      verificationId: sent.verificationId,
      code: await codeMailedTo(email),
      name,
      phone,
      email,
      serviceIds,
      operatorId: null,
      date: day.date,
      time: day.firstTime,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const weekday = new Date(`${day.date}T12:00:00`).toLocaleDateString('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  return `${weekday} alle ${day.firstTime}`;
}

/** The staff come back to the app's tab. */
const comeBackTo = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

test('the staff hear of an online booking and a request on the dashboard; opening the appointments clears the count', async ({
  page,
  request,
}) => {
  const slug = await turnOnBookingPage(request, { horizonDays: HORIZON_DAYS });
  // A first sign-in on this browser: what was booked before is no news. The staff are on the
  // dashboard once the app has asked for the news a first time: a booking made before that answer
  // came back may belong to the history the app starts after, or be left for the next poll when
  // the tab's return finds that first question still in flight (TanStack Query does not ask twice).
  const listening = page.waitForResponse((r) => r.url().includes('/appointments/online/news'));
  await logInAs(page, 'parrucchiere');
  await listening;
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  const appointments = nav.getByRole('link', { name: /^Appuntamenti/ });
  await expect(appointments).toHaveAccessibleName('Appuntamenti');

  const anna = `Anna ${unique()}`;
  const annaWhen = await bookOnline(request, slug, anna, 1);
  await comeBackTo(page);
  const booked = page.getByRole('alertdialog', {
    name: `Nuova prenotazione online: ${anna}, ${annaWhen}`,
  });
  await expect(booked).toContainText('Piega');
  await expect(appointments).toHaveAccessibleName('Appuntamenti (1 nuova prenotazione online)');
  await expectNoAxeViolations(page);

  // The salon now confirms each booking: the next one is a request.
  await turnOnBookingPage(request, { horizonDays: HORIZON_DAYS, confirmationMode: 'REQUEST' });
  const luca = `Luca ${unique()}`;
  const lucaWhen = await bookOnline(request, slug, luca, 2);
  await comeBackTo(page);
  const requested = page.getByRole('alertdialog', {
    name: `Nuova richiesta da confermare: ${luca}, ${lucaWhen}`,
  });
  await expect(requested).toBeVisible();
  await expect(appointments).toHaveAccessibleName('Appuntamenti (2 nuove prenotazioni online)');
  // Told once: Anna's toast is still the only one about her.
  await expect(page.getByRole('alertdialog', { name: new RegExp(anna) })).toHaveCount(1);

  // The request's toast leads to the requests; being there is seeing the news.
  await requested.getByRole('button', { name: 'Vedi le richieste' }).click();
  await expect(page).toHaveURL('/gestione-appuntamenti');
  await expect(
    page
      .getByRole('list', { name: 'Richieste da confermare' })
      .getByRole('listitem')
      .filter({ hasText: luca }),
  ).toBeVisible();
  await expect(appointments).toHaveAccessibleName('Appuntamenti');

  // Seen stays seen: after a reload nothing is told or counted again.
  const asked = page.waitForResponse((r) => r.url().includes('/appointments/online/news'));
  await page.goto('/dashboard');
  await asked;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(appointments).toHaveAccessibleName('Appuntamenti');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
