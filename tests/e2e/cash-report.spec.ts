import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiOrigin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInAs } from './support/demo-accounts.ts';

// /cassa/report and /admin/fiskaly-testing on the real server (issue #16): receipts issued through
// the API show in today's report, the CSV of the day holds them, the daily closing works by
// keyboard; the admin runs a test receipt and reads the raw exchange.

interface Report {
  receipts: number;
  totalCents: number;
}

/** Today in the salon (Europe/Rome), yyyy-MM-dd: the report's default period. */
const salonToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());

const euro = (cents: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** "Incassa" through the API, with its Idempotency-Key, as the desk sends it. */
async function issueReceipt(page: Page, body: unknown): Promise<{ number: string }> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const response = await page.request.post(`${apiOrigin}/cash/receipts`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { number: string };
}

const todayReport = (page: Page) => {
  const day = salonToday();
  return apiCall<Report>(page, 'GET', `/cash/report?from=${day}&to=${day}`);
};

test('today’s report shows the receipts issued, downloads their CSV and closes the day by keyboard', async ({
  page,
}) => {
  await logInAs(page, 'parrucchiere');
  const before = await todayReport(page);
  const [operator] = await apiCall<{ id: number; name: string }[]>(page, 'GET', '/hairdressers');
  const cut = await issueReceipt(page, {
    lines: [
      {
        description: 'Taglio donna',
        quantity: 1,
        unitPriceCents: 3500,
        vatRate: 22,
        hairdresserId: operator?.id,
      },
    ],
    payments: [{ method: 'CARTA', amountCents: 3500 }],
  });
  const styling = await issueReceipt(page, {
    lines: [{ description: 'Piega', quantity: 2, unitPriceCents: 2250, vatRate: 22 }],
    payments: [{ method: 'CONTANTI', amountCents: 5000 }],
  });
  const after = await todayReport(page);
  expect(after.receipts).toBe(before.receipts + 2);
  expect(after.totalCents).toBe(before.totalCents + 3500 + 4500);

  await page.goto('/cassa/storico');
  await page
    .getByRole('navigation', { name: 'Sezioni della cassa' })
    .getByRole('link', { name: 'Report' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report di cassa' })).toBeVisible();
  const totals = page.getByRole('region', { name: /^Totali del / });
  await expect(totals.getByText('Incasso del periodo').locator('xpath=..')).toContainText(
    euro(after.totalCents),
  );
  await expect(totals.getByText('Scontrini emessi').locator('xpath=..')).toContainText(
    String(after.receipts),
  );
  await expect(page.getByRole('grid', { name: 'Per metodo di pagamento' })).toContainText('Carta');
  await expect(page.getByRole('grid', { name: 'Per operatore' })).toContainText(
    operator?.name ?? '',
  );
  await expectNoAxeViolations(page);

  // The CSV of the day: fetched with the session, saved under the period's name.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica CSV degli scontrini' }).click();
  const download = await downloading;
  const day = salonToday();
  expect(download.suggestedFilename()).toBe(`scontrini-${day}-${day}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\ufeffNumero;Data;Ora;Stato;Cliente;Totale;')).toBe(true);
  const rows = csv.split('\r\n');
  expect(rows.find((row) => row.startsWith(`${cut.number};`))).toContain(';EMESSO;');
  expect(rows.find((row) => row.startsWith(`${cut.number};`))).toContain(';35,00;');
  expect(rows.find((row) => row.startsWith(`${styling.number};`))).toContain(';45,00;');

  // The daily closing, by keyboard only: the button, its confirmation, the result.
  const close = page.getByRole('button', { name: 'Chiusura giornaliera di oggi' });
  await close.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Fare la chiusura giornaliera di oggi?' });
  await expect(dialog).toContainText('Il servizio fiscale chiude la giornata di oggi');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Fai la chiusura' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const outcome = page.getByText(/^Chiusura giornaliera n\. \d+ del .* fatta alle /);
  await expect(outcome).toContainText(`incasso ${euro(after.totalCents)}`);
  await expect(outcome).toBeFocused();
  // Today is closed: said with the closing's number and time, no longer offered, also after a
  // reload (the page asks the server, not its memory).
  const said = await outcome.textContent();
  await expect(close).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: /^Chiusura giornaliera n\./ }),
  ).toHaveText(said ?? '');
  await expect(
    page.getByText('La giornata di oggi è chiusa: la prossima chiusura giornaliera si fa domani.'),
  ).toBeVisible();
  await expect(close).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the admin runs a test receipt on /admin/fiskaly-testing and reads the raw exchange', async ({
  page,
}) => {
  await logInAs(page, 'admin', '/admin/fiskaly-testing');
  await expect(page.getByRole('heading', { level: 1, name: 'Test API fiscale' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Scontrino di prova', exact: true }).click();
  const result = page.getByRole('article', { name: 'Esito: Scontrino di prova' });
  await expect(result).toContainText('Riuscito');
  await expect(result).toContainText('Documento di prova emesso:');
  await expect(page.getByText('Servizio configurato: Simulatore fiscale')).toBeVisible();
  const request = result.getByRole('region', { name: 'Richiesta inviata: Scontrino di prova' });
  const response = result.getByRole('region', { name: 'Risposta ricevuta: Scontrino di prova' });
  await expect(request).toContainText('{');
  await expect(response).toContainText('{');

  await page.getByRole('button', { name: 'Annulla scontrino di prova' }).click();
  await expect(
    page.getByRole('article', { name: 'Esito: Annulla scontrino di prova' }),
  ).toContainText('Riuscito');
  await expectNoAxeViolations(page);
});
