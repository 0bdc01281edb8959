import { expect, test, type Page } from '@playwright/test';
import { apiCall, freeWednesday } from './support/api.ts';
import { logInAs } from './support/demo-accounts.ts';

// Issue #15, the staff app's screens: what a new salon user met in the browser.

/** The paths of the API calls the page makes from now on (whatever their answer). */
function recordApiCalls(page: Page, method: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === method && url.port !== new URL(page.url()).port)
      seen.push(url.pathname + url.search);
  });
  return seen;
}

/** A demo client and the operators with services, to book through the API. */
async function bookingInputs(page: Page) {
  const clients = await apiCall<{ content: { id: number }[] }>(page, 'GET', '/clients?size=1');
  const operators = await apiCall<{ id: number; services: { id: number }[] }[]>(
    page,
    'GET',
    '/hairdressers',
  );
  return {
    clientId: clients.content[0]?.id,
    operators: operators.filter((o) => o.services.length > 0),
  };
}

test('the navigation reaches services and staff, worded for the business type', async ({
  page,
}) => {
  await logInAs(page, 'estetista');
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await nav.getByRole('link', { name: 'Gestione Estetiste' }).click();
  await expect(page).toHaveURL('/parrucchieri');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestione Estetiste' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Gestione Estetiste' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'Nuova estetista' })).toBeVisible();
  await nav.getByRole('link', { name: 'Trattamenti' }).click();
  await expect(page).toHaveURL('/servizi');
  await expect(nav.getByRole('link', { name: 'Trattamenti' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Gestione Estetiste' })).not.toHaveAttribute(
    'aria-current',
  );
});

test('a login refused for an unverified e-mail links to the code and can resend it', async ({
  page,
}) => {
  let resent: unknown = null;
  await page.route('**/auth/login', (route) =>
    route.fulfill({
      status: 403,
      json: { message: 'Verifica la tua email prima di accedere', code: 'EMAIL_NOT_VERIFIED' },
    }),
  );
  await page.route('**/auth/resend-verification-email', (route) => {
    resent = route.request().postDataJSON();
    return route.fulfill({ status: 200, json: { message: 'Codice inviato' } });
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('nuovo@salone.it');
  await page.getByLabel('Password').fill('Segreta2026!');
  await page.getByRole('button', { name: 'Accedi' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('non è ancora verificato');
  await expect(alert).not.toContainText('Errore HTTP');
  await expect(page.getByRole('link', { name: 'Inserisci il codice di verifica' })).toHaveAttribute(
    'href',
    '/verify-email',
  );
  await page.getByRole('button', { name: 'Invia di nuovo il codice' }).click();
  await expect(page).toHaveURL('/verify-email');
  expect(resent).toEqual({ email: 'nuovo@salone.it' });
  await expect(page.getByText('nuovo@salone.it')).toBeVisible();
});

test('/verify-email drops an old error when a new code is asked for', async ({ page }) => {
  await page.route('**/auth/verify-email', (route) =>
    route.fulfill({
      status: 400,
      json: { message: 'Codice non valido o scaduto', code: 'OTP_INVALID' },
    }),
  );
  await page.route('**/auth/resend-verification-email', (route) =>
    route.fulfill({ status: 200, json: { message: 'Codice inviato' } }),
  );
  await page.goto('/verify-email');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('nuovo@salone.it');
  await page.getByLabel('Codice di verifica').fill('123456');
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Codice non valido o scaduto');
  await page.getByRole('button', { name: 'Invia di nuovo il codice' }).click();
  await expect(page.getByRole('status')).toHaveText('Ti abbiamo inviato un nuovo codice.');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a note whose save fails keeps what was typed', async ({ page }) => {
  await logInAs(page, 'parrucchiere');
  const { clientId, operators } = await bookingInputs(page);
  const operator = operators[0];
  const created = await apiCall<{ appointments: { id: number }[] }>(
    page,
    'POST',
    '/appointments/multi-operator',
    {
      clientId,
      startDateTime: `${freeWednesday(4)}T16:00:00`,
      serviceBlocks: [
        { serviceId: operator?.services[0]?.id, operatorId: operator?.id, executionOrder: 1 },
      ],
    },
  );
  await page.goto(`/appuntamento/${created.appointments[0]?.id}`);
  await page.route('**/appointments/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { message: 'Errore interno' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: /^Note/ }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill('Tinta naturale, niente ammoniaca');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('alert')).toHaveText('Errore durante il salvataggio delle note');
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue(
    'Tinta naturale, niente ammoniaca',
  );
});

test('deleting a group asks for it no more', async ({ page }) => {
  await logInAs(page, 'parrucchiere');
  const { clientId, operators } = await bookingInputs(page);
  const [first, second] = operators;
  const created = await apiCall<{ appointments: { id: number }[] }>(
    page,
    'POST',
    '/appointments/multi-operator',
    {
      clientId,
      startDateTime: `${freeWednesday(5)}T10:00:00`,
      serviceBlocks: [
        { serviceId: first?.services[0]?.id, operatorId: first?.id, executionOrder: 1 },
        {
          serviceId: second?.services.find((s) => s.id !== first?.services[0]?.id)?.id,
          operatorId: second?.id,
          executionOrder: 2,
        },
      ],
    },
  );
  await page.goto(`/appuntamento/${created.appointments[0]?.id}`);
  await expect(
    page.getByRole('list', { name: 'Servizi del gruppo' }).getByRole('listitem'),
  ).toHaveCount(2);
  await page.getByRole('button', { name: 'Elimina appuntamento' }).click();
  const deleted = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes('/appointments/group/'),
  );
  await page
    .getByRole('alertdialog', { name: "Eliminare l'appuntamento?" })
    .getByRole('button', { name: 'Tutto il gruppo (2 servizi)' })
    .click();
  await deleted;
  const reads = recordApiCalls(page, 'GET');
  await expect(page.getByRole('dialog', { name: 'Operazione completata' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(reads.filter((path) => /^\/appointments\/(group\/|\d)/.test(path))).toEqual([]);
});

test('the appointments list queries only complete dates, says what is wrong, asks once for a long range', async ({
  page,
}) => {
  await logInAs(page, 'parrucchiere');
  const calls = recordApiCalls(page, 'GET');
  // The list's own searches: «Richieste da confermare» asks for its requests apart.
  const searchCalls = () =>
    calls.filter((c) => c.startsWith('/appointments/search') && !c.includes('status=REQUESTED'));

  // "Dal" after "Al": said under the field, nothing asked.
  await page.goto('/gestione-appuntamenti?dal=2026-06-01&al=2025-12-31');
  await expect(page.getByRole('alert').first()).toContainText(
    'La data "Al" non può venire prima della data "Dal"',
  );
  expect(searchCalls()).toEqual([]);

  // Typing the year of "Al" digit by digit (2, 20, 202, 2026): no request until it is whole.
  const year = page.getByRole('spinbutton', { name: 'anno, Al' });
  await year.click();
  await page.keyboard.type('2026');
  await expect(page).toHaveURL(/al=2026-12-31/);
  await expect(page.getByRole('grid', { name: 'Appuntamenti' })).toBeVisible();

  // 1 June to 31 December is 214 days: one paged search (up to 366 days), none half-typed.
  const ranges = searchCalls().map((call) => {
    const query = new URLSearchParams(call.split('?')[1]);
    return `${query.get('from')}..${query.get('to')}`;
  });
  expect([...new Set(ranges)]).toEqual(['2026-06-01..2026-12-31']);
});

test("a client card section that fails says so in place, the rest of the card works, 'Riprova' asks again", async ({
  page,
}) => {
  await logInAs(page, 'parrucchiere');
  const clients = await apiCall<{ content: { id: number }[] }>(page, 'GET', '/clients?size=1');
  let failing = true;
  await page.route('**/appointments/clients/*', (route) =>
    failing
      ? route.fulfill({ status: 400, json: { message: 'Richiesta rifiutata dal test' } })
      : route.fallback(),
  );
  await page.goto(`/cliente/${clients.content[0]?.id}`);
  const history = page.getByRole('region', { name: 'Storico appuntamenti' });
  await expect(history.getByRole('alert')).toContainText('Richiesta rifiutata dal test');
  await expect(page.getByRole('button', { name: 'Aggiungi durata' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salva preferenze' })).toBeVisible();
  failing = false;
  await history.getByRole('button', { name: 'Riprova' }).click();
  await expect(history.getByRole('grid', { name: 'Storico appuntamenti' })).toBeVisible();
});
