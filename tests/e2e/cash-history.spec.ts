import { expect, test, type Page } from '@playwright/test';
import { apiOrigin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInAs } from './support/demo-accounts.ts';
import { countPrints, printsOf } from './support/print.ts';

interface IssuedReceipt {
  id: number;
  number: string;
}

/** "Incassa" through the API, as the cash desk sends it: a free line paid by card. */
async function issueReceipt(page: Page, description: string): Promise<IssuedReceipt> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const response = await page.request.post(`${apiOrigin}/cash/receipts`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      lines: [{ description, quantity: 1, unitPriceCents: 2500, vatRate: 22 }],
      payments: [{ method: 'CARTA', amountCents: 2500 }],
    },
  });
  expect(response.status(), `POST /cash/receipts: ${await response.text()}`).toBe(201);
  return (await response.json()) as IssuedReceipt;
}

test.beforeEach(async ({ page }) => {
  await countPrints(page);
});

test('a receipt found in the history prints on an 80 mm roll and is voided by keyboard', async ({
  page,
}) => {
  // The print layouts are stylesheets of the app: nothing may need an inline style (CSP).
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await logInAs(page, 'parrucchiere');
  const receipt = await issueReceipt(page, `Piega e2e ${Date.now()}`);

  // The history is one of the cash desk's sections, reached from /cassa.
  await page.goto('/cassa');
  const sections = page.getByRole('navigation', { name: 'Sezioni della cassa' });
  await expect(sections.getByRole('link', { name: 'Cassa' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await sections.getByRole('link', { name: 'Storico scontrini' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Storico scontrini' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Storico scontrini' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Filter by card: the new receipt is today's, in this month's default range.
  await page.getByRole('button', { name: /Pagamento/ }).click();
  await page.getByRole('option', { name: 'Carta' }).click();
  await expect(page).toHaveURL(/metodo=CARTA/);
  const link = page.getByRole('link', { name: `Scontrino ${receipt.number}` });
  await expect(link).toBeVisible();
  const row = page.getByRole('row').filter({ has: link });
  await expect(row).toContainText('Emesso');
  await expect(row).toContainText('25,00 €');
  await expectNoAxeViolations(page);

  await link.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Scontrino ${receipt.number}` }),
  ).toBeVisible();
  const article = page.getByRole('article', {
    name: `Documento commerciale n. ${receipt.number}`,
  });
  await expect(article).toContainText('Carta');
  await expectNoAxeViolations(page);

  // Print on the thermal roll: the format is set, then the print dialog asked for.
  await page.getByRole('button', { name: 'Stampa scontrino (80 mm)' }).click();
  await expect.poll(() => printsOf(page)).toBe(1);
  await expect(article).toHaveAttribute('data-print-format', '80mm');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Annulla scontrino' })).toBeHidden();
  await expect(article).toBeVisible();
  await expect(article).toContainText('25,00 €');
  // 72 mm of printable roll: far narrower than the screen's receipt.
  expect((await article.boundingBox())?.width).toBeLessThan(300);
  await page.emulateMedia({ media: 'screen' });

  // The annullo, by keyboard, with its confirmation.
  await page.getByRole('button', { name: 'Annulla scontrino' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', {
    name: `Annullare lo scontrino ${receipt.number}?`,
  });
  await expect(dialog).toContainText('documento di annullo');
  await expect(dialog.getByRole('button', { name: 'Indietro' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Annulla scontrino' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Scontrino ${receipt.number} annullato.`)).toBeVisible();
  await expect(article).toContainText('Annullato');
  await expect(article).toContainText('Documento di annullo');

  await page.getByRole('link', { name: 'Torna allo storico' }).click();
  const voidedRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Scontrino ${receipt.number}` }) });
  await expect(voidedRow).toContainText('Annullato');
  expect(cspViolations).toEqual([]);
});
