import { expect, test } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { signUpNewSalon } from './support/new-salon.ts';
import { scanWithWedge } from './support/keyboard.ts';

// Issue #17: the inventory count on a phone (390 px) in the stock room, on the real server, in a
// salon of the test's own: scan a product, type what is on the shelf, close, see the quantity.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const ean = '4006381333931';

test('a count on a phone: scan, enter the quantity, close, the stock follows', async ({
  page,
  request,
}) => {
  await signUpNewSalon(page, request, 'Salone Inventario E2E');
  await apiCall(page, 'POST', '/warehouse/products', {
    name: 'Maschera E2E',
    ean,
    use: 'USO_INTERNO',
    unit: 'PZ',
    costCents: 700,
    vatRate: 22,
    minimumStock: 0,
  });

  await page.goto('/magazzino/inventario');
  await page.getByRole('textbox', { name: /Nota/ }).fill('Scaffale E2E');
  await page.getByRole('button', { name: 'Apri inventario' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Scaffale E2E/ })).toBeVisible();

  // The scan field has the focus: the scanner types the code and Enter.
  const scan = page.getByRole('searchbox', { name: 'Prodotto' });
  await expect(scan).toBeFocused();
  await scanWithWedge(page, ean);
  await expect(page.getByText('In magazzino: 0 pz')).toBeVisible();
  const quantity = page.getByRole('textbox', { name: /Quantità contata/ });
  await expect(quantity).toBeFocused();
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Maschera E2E: 7 pz contati.')).toBeVisible();
  await expect(scan).toBeFocused();
  await expect(page.getByRole('list', { name: 'Prodotti contati' })).toContainText(
    'Contati 7 pz · In magazzino 0 pz · Differenza +7',
  );

  await page.getByRole('button', { name: 'Chiudi inventario' }).click();
  const confirm = page.getByRole('alertdialog', { name: "Chiudere l'inventario?" });
  await expect(confirm).toContainText('1 prodotto contato: verrà scritta 1 rettifica');
  await confirm.getByRole('button', { name: 'Chiudi inventario' }).click();
  await expect(page.getByText('Inventario chiuso: 1 rettifica scritta.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Inventari conclusi' })).toContainText('1 rettifica');

  // The product's quantity is now the counted one, written as a RETTIFICA.
  await page.goto('/magazzino/prodotti');
  await expect(page.getByRole('row', { name: /Maschera E2E/ })).toContainText('7 pz');
});
