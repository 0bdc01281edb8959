import { expect, test } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { apiCall } from './support/api.ts';
import { signUpNewSalon, unique } from './support/new-salon.ts';
import { scanWithWedge } from './support/keyboard.ts';

// Issue #17's whole path on the real server, in a salon of the test's own: a product created
// from a scanned barcode (typed as a keyboard-wedge scanner types), «Proponi ordine» drafts its
// order, the order is sent and received in part, and the product's quantity and its CARICO
// movement show in the products screen and the ledger.

/** A valid EAN-13 no other test uses: 12 digits from the clock and their check digit. */
function freshEan(): string {
  const first12 = `81${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 90 + 10)}`;
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

test('scan a new product, «Proponi ordine», receive it in part, see quantity and movements', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(120_000));
  await signUpNewSalon(page, request, 'Salone Flusso Magazzino');
  const supplierName = `Forniture ${unique()}`;
  await apiCall(page, 'POST', '/warehouse/suppliers', { name: supplierName });
  const ean = freshEan();
  const name = 'Maschera ristrutturante 200 ml';

  // The scan: digits a few milliseconds apart, then Enter, in the product search.
  await page.goto('/magazzino/prodotti');
  const search = page.getByRole('searchbox', { name: 'Cerca prodotto' });
  await search.click();
  await scanWithWedge(page, ean);
  await page.getByRole('button', { name: 'Crea prodotto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo prodotto' });
  await expect(dialog.getByRole('textbox', { name: 'Codice EAN-13' })).toHaveValue(ean);
  await dialog.getByRole('textbox', { name: /^Nome/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Costo/ }).fill('7,40');
  await dialog.getByRole('textbox', { name: /^Prezzo di vendita/ }).fill('16,00');
  await dialog.getByRole('textbox', { name: /^Scorta minima/ }).fill('3');
  await dialog.getByRole('button', { name: /Fornitore/ }).click();
  await page.getByRole('option', { name: supplierName }).click();
  await dialog.getByRole('button', { name: 'Crea prodotto' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('0 pz');

  // «Proponi ordine»: under a minimum of 3 with nothing in stock, twice the minimum (6).
  await page.goto('/magazzino/ordini');
  await page.getByRole('button', { name: 'Proponi ordine' }).click();
  const drafted = page.getByRole('list', { name: 'Bozze preparate' });
  await expect(drafted).toContainText(supplierName);
  await drafted.getByRole('link').first().click();
  const lines = page.getByRole('grid', { name: "Righe dell'ordine" });
  await expect(lines.getByRole('row').filter({ hasText: name })).toContainText('6');

  await page.getByRole('button', { name: 'Invia al fornitore' }).click();
  await page.getByRole('link', { name: "Torna all'ordine" }).click();
  await page.getByRole('button', { name: 'Ricevi merce' }).click();
  const receive = page.getByRole('dialog', { name: 'Ricevi merce' });
  const field = receive.getByRole('textbox', { name });
  await expect(field).toHaveValue('6');
  await field.fill('4');
  await receive.getByRole('button', { name: 'Registra arrivo' }).click();
  await expect(receive).toBeHidden();
  await expect(page.getByText('Ricevuto in parte', { exact: true })).toBeVisible();

  // The quantity in the products screen, and the CARICO linked to the order in the ledger.
  await page.goto('/magazzino/prodotti');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('4 pz');
  await page.goto('/magazzino/movimenti');
  const row = page
    .getByRole('grid', { name: 'Movimenti' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText('+4');
  await expect(row.getByRole('link', { name: /^Ordine n\. 1$/ })).toBeVisible();
});
