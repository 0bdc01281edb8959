import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { signUpNewSalon } from './support/new-salon.ts';
import { scanWithWedge } from './support/keyboard.ts';

// Issue #17 on the real server: a product created from a scanned EAN. The test signs up a salon
// of its own, so its warehouse starts empty and the demo salons are untouched.

/** A valid EAN-13 no other test uses: 12 random digits and their check digit. */
function freshEan(): string {
  const first12 = `80${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 90 + 10)}`;
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** A wrong check digit for the same 12 digits. */
const wrongCheckDigit = (ean: string) => `${ean.slice(0, 12)}${(Number(ean[12]) + 1) % 10}`;

test('a scanned EAN that no product has becomes a new product at quantity 0', async ({
  page,
  request,
}) => {
  await signUpNewSalon(page, request, 'Salone Magazzino E2E');
  const ean = freshEan();
  await page.goto('/magazzino/prodotti');
  await expect(page.getByRole('heading', { level: 1, name: 'Prodotti' })).toBeVisible();
  await expect(page.getByText('Nessun prodotto con questi filtri.')).toBeVisible();

  // A keyboard-wedge scanner: the digits a few milliseconds apart, then Enter.
  const search = page.getByRole('searchbox', { name: 'Cerca prodotto' });
  await search.click();
  await scanWithWedge(page, ean);
  await expect(page.getByText(`Nessun prodotto con il codice ${ean}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Crea prodotto' }).click();

  const dialog = page.getByRole('dialog', { name: 'Nuovo prodotto' });
  const eanField = dialog.getByRole('textbox', { name: 'Codice EAN-13' });
  await expect(eanField).toHaveValue(ean);
  await dialog.getByRole('textbox', { name: /^Nome/ }).fill('Shampoo E2E 250 ml');
  await dialog.getByRole('textbox', { name: /^Costo/ }).fill('9,50');
  await dialog.getByRole('textbox', { name: /^Prezzo di vendita/ }).fill('19,00');

  // A wrong check digit is refused in the browser with the server's words; nothing typed is lost.
  await eanField.fill(wrongCheckDigit(ean));
  await dialog.getByRole('button', { name: 'Crea prodotto' }).click();
  await expect(dialog.getByText('Codice EAN-13 non valido')).toBeVisible();
  await expect(eanField).toHaveValue(wrongCheckDigit(ean));
  await expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Shampoo E2E 250 ml');
  await expectNoAxeViolations(page);

  await eanField.fill(ean);
  await dialog.getByRole('button', { name: 'Crea prodotto' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Shampoo E2E 250 ml/ });
  await expect(row).toContainText(ean);
  await expect(row).toContainText('0 pz');

  // Scanned again, the code now opens the product.
  await search.fill('');
  await search.click();
  await scanWithWedge(page, ean);
  await expect(page.getByRole('dialog', { name: 'Shampoo E2E 250 ml' })).toBeVisible();
  await expect(page.getByText('Quantità in magazzino: 0 pz')).toBeVisible();
});
