import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { apiCall, apiOrigin } from './support/api.ts';
import { demoAccounts, logInAs } from './support/demo-accounts.ts';
import { signUpWithLink, unique } from './support/new-salon.ts';

// Issue #17, the orders side on the real server: a salon of its own (invited through the API as
// the seeded ADMIN) with a supplier and two products under their minimum; «Proponi ordine»
// drafts the order, it is sent, received in part, and the quantities and CARICO movements show;
// cancelling it then is refused with the server's Italian 409. Then the cash desk of the demo
// salon sells a product of its own and the ledger shows its VENDITA.

interface Product {
  id: number;
  name: string;
  quantity: number;
}

async function newSalon(page: Page, request: APIRequestContext): Promise<void> {
  const email = `magazzino-${unique()}@e2e.agendina.it`;
  const login = await request.post(`${apiOrigin}/auth/login`, { data: demoAccounts.admin });
  const { token } = (await login.json()) as { token: string };
  const invite = await request.post(`${apiOrigin}/admin/signup-tokens`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { note: 'e2e magazzino', email },
  });
  expect(invite.ok(), `invito: ${invite.status()}`).toBe(true);
  const link = `/signup?token=${((await invite.json()) as { token: string }).token}`;
  await signUpWithLink(page, link, {
    name: 'Salone Magazzino E2E',
    email,
    password: 'Magazzino2026!',
  });
}

const newProduct = (page: Page, name: string, supplierId: number | null, minimumStock: number) =>
  apiCall<Product>(page, 'POST', '/warehouse/products', {
    name,
    use: 'RIVENDITA',
    unit: 'PZ',
    costCents: 950,
    salePriceCents: 1900,
    vatRate: 22,
    minimumStock,
    supplierId,
  });

test('«Proponi ordine» drafts an order, it is sent and received in part', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(90_000));
  await newSalon(page, request);
  const supplierName = `Forniture ${unique()}`;
  const supplier = await apiCall<{ id: number }>(page, 'POST', '/warehouse/suppliers', {
    name: supplierName,
    vatNumber: 'IT 01234567897',
  });
  const shampoo = await newProduct(page, 'Shampoo nutriente 250 ml', supplier.id, 4);
  const balsamo = await newProduct(page, 'Balsamo idratante 200 ml', supplier.id, 2);

  await page.goto('/magazzino');
  await expect(page.getByRole('grid', { name: 'Prodotti sotto la scorta minima' })).toContainText(
    'Shampoo nutriente 250 ml',
  );
  await page.getByRole('link', { name: 'Ordini ai fornitori' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ordini ai fornitori' })).toBeVisible();
  await page.getByRole('button', { name: 'Proponi ordine' }).click();
  const drafted = page.getByRole('list', { name: 'Bozze preparate' });
  // Twice the minimum of each (decision 0032): 8 shampoo and 4 conditioners.
  await expect(drafted).toContainText('2 prodotti');
  await drafted.getByRole('link').first().click();
  // The order's own page (the list, with its «Bozza» badges and filter, is gone).
  await expect(page.getByRole('heading', { level: 1, name: /^Ordine n\. \d+$/ })).toBeVisible();
  await expect(page.getByText('Bozza', { exact: true })).toBeVisible();
  const lines = page.getByRole('grid', { name: "Righe dell'ordine" });
  await expect(lines.getByRole('row').filter({ hasText: 'Shampoo' })).toContainText('8');

  await page.getByRole('button', { name: 'Invia al fornitore' }).click();
  const sheet = page.getByRole('article', { name: /^Ordine n\. \d+ del / });
  await expect(sheet).toContainText('Salone Magazzino E2E');
  await expect(sheet).toContainText('01234567897');
  await page.getByRole('link', { name: "Torna all'ordine" }).click();

  await page.getByRole('button', { name: 'Ricevi merce' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ricevi merce' });
  const shampooField = dialog.getByRole('textbox', { name: 'Shampoo nutriente 250 ml' });
  await expect(shampooField).toHaveValue('8');
  await shampooField.fill('5');
  await dialog.getByRole('button', { name: 'Registra arrivo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ricevuto in parte', { exact: true })).toBeVisible();

  // An order received in part cannot be cancelled: the server's 409, in Italian.
  await page.getByRole('button', { name: 'Annulla ordine' }).click();
  await page
    .getByRole('alertdialog', { name: "Annullare l'ordine?" })
    .getByRole('button', { name: 'Annulla ordine' })
    .click();
  await expect(page.getByRole('alert')).toContainText(
    'Un ordine già ricevuto in parte non si può annullare',
  );

  const after = (id: number) => apiCall<Product>(page, 'GET', `/warehouse/products/${id}`);
  expect((await after(shampoo.id)).quantity).toBe(5);
  expect((await after(balsamo.id)).quantity).toBe(4);

  await page.goto('/magazzino/movimenti?tipo=CARICO');
  const ledger = page.getByRole('grid', { name: 'Movimenti' });
  await expect(
    ledger.getByRole('row').filter({ hasText: 'Shampoo nutriente 250 ml' }),
  ).toContainText('+5');
  await expect(
    ledger.getByRole('row').filter({ hasText: 'Balsamo idratante 200 ml' }),
  ).toContainText('+4');
  await expect(ledger.getByRole('link', { name: /^Ordine n\. \d+$/ }).first()).toBeVisible();

  // «Nuovo ordine» by hand: the supplier, a product picked by name, its quantity; the total follows.
  await page.goto('/magazzino/ordini');
  await page.getByRole('button', { name: 'Nuovo ordine' }).click();
  const form = page.getByRole('dialog', { name: 'Nuovo ordine' });
  await form.getByRole('button', { name: /Fornitore/ }).click();
  await page.getByRole('option', { name: supplierName }).click();
  await form.getByRole('combobox', { name: 'Aggiungi prodotto' }).fill('Balsamo');
  await page.getByRole('option', { name: /Balsamo idratante 200 ml/ }).click();
  const quantity = form
    .getByRole('listitem', { name: 'Balsamo idratante 200 ml' })
    .getByRole('textbox', { name: 'Quantità' });
  await quantity.fill('3');
  await quantity.press('Tab');
  await expect(form).toContainText(/Totale dell'ordine: 28,50\s€/);
  await form.getByRole('button', { name: 'Crea bozza' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ordine n. 2' })).toBeVisible();
  await expect(page.getByText('Bozza', { exact: true })).toBeVisible();
});

test('a product sold at /cassa writes its VENDITA movement', async ({ page }) => {
  await logInAs(page, 'parrucchiere');
  const name = `Siero lisciante ${unique()}`;
  const product = await newProduct(page, name, null, 0);

  await page.goto('/cassa');
  await page.getByRole('button', { name: 'Nuova vendita' }).click();
  const picker = page.getByRole('combobox', { name: 'Aggiungi prodotto' });
  await picker.fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  const line = page.getByRole('listitem', { name });
  await expect(line.getByRole('textbox', { name: 'Prezzo' })).toHaveValue(/^19,00\s€$/);
  await line.getByRole('textbox', { name: 'Quantità' }).fill('2');
  await line.getByRole('textbox', { name: 'Quantità' }).press('Tab');
  await page.getByRole('button', { name: 'Incassa' }).click();
  await expect(page).toHaveURL(/\/cassa\/scontrino\/\d+$/);

  await page.goto(`/magazzino/movimenti?prodotto=${product.id}`);
  const sale = page
    .getByRole('grid', { name: 'Movimenti' })
    .getByRole('row')
    .filter({ hasText: 'Vendita' });
  await expect(sale).toContainText('−2');
  await expect(sale.getByRole('link', { name: /^Scontrino / })).toBeVisible();
});
