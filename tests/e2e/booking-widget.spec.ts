// The booking widget (issue #34): the salon's own site (a page Playwright serves as
// https://www.salonebellavista.it) carries the one-line snippet of /salone; the link opens the
// booking page over the site, in a dialog Esc closes, because the salon listed its site.
import { expect, test } from '@playwright/test';
import { testChromiumLaunchOptions } from '../../scripts/chromium.ts';
import { turnOnBookingPage } from './support/booking-page.ts';

const SITE = 'https://www.salonebellavista.it';

// The test servers speak http on the loopback address: an https site on the internet may load
// and frame them only with these flags (mixed content; Chromium's local network access checks).
// The real servers are public and https. Its own worker, so no other test runs with them.
const chromium = testChromiumLaunchOptions();
test.use({
  launchOptions: {
    ...chromium,
    args: [
      ...chromium.args,
      '--allow-running-insecure-content',
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
    ],
  },
});

test('the snippet opens the booking page over the salon’s site, and Esc closes it', async ({
  page,
  request,
  baseURL,
}) => {
  const slug = await turnOnBookingPage(request, { embedDomains: [SITE] });
  const snippet = `<a href="${baseURL}/prenota/${slug}" data-agendina-prenota>Prenota online</a><script src="${baseURL}/widget.js" async></script>`;
  await page.route(`${SITE}/`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="it"><title>Salone Bellavista</title><main><h1>Salone Bellavista</h1>${snippet}</main></html>`,
    }),
  );
  await page.goto(`${SITE}/`);
  const link = page.getByRole('link', { name: 'Prenota online' });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Prenota online' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(`${SITE}/`);
  const booking = page.frameLocator('iframe[title="Prenota online"]');
  await expect(booking.getByRole('heading', { level: 1 })).toHaveText(/Salone Bellavista/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
});
