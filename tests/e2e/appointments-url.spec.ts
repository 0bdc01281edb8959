import { expect, test } from '@playwright/test';
import { logInAs } from './support/demo-accounts.ts';

// The filters of /gestione-appuntamenti live in the address: a link opens them, Back finds them
// again, a value that is not valid falls back to its default instead of failing.

const filter = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('group', { name: 'Filtri' }).getByRole('button', { name: new RegExp(`${label}$`) });

test('a filtered link opens the list with its filters, and Back restores them', async ({
  page,
}) => {
  await logInAs(page, 'parrucchiere');
  await page.goto('/gestione-appuntamenti?stato=BOOKED&origine=MANUAL');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestione appuntamenti' })).toBeVisible();
  await expect(filter(page, 'Stato')).toContainText('Prenotato');
  await expect(filter(page, 'Origine')).toContainText('Manuale');

  await filter(page, 'Origine').click();
  await page.getByRole('option', { name: 'WhatsApp AI' }).click();
  await expect(page).toHaveURL(/origine=WHATSAPP_AI/);
  await expect(page).toHaveURL(/stato=BOOKED/);

  // Away through the header and Back: the list comes back as it was left.
  await page.goto('/database-clienti');
  await expect(page.getByRole('heading', { level: 1, name: 'Archivio clienti' })).toBeVisible();
  await page.goBack();
  await expect(filter(page, 'Origine')).toContainText('WhatsApp AI');
  await expect(filter(page, 'Stato')).toContainText('Prenotato');
  await page.goBack();
  await expect(filter(page, 'Origine')).toContainText('Manuale');

  await page.reload();
  await expect(filter(page, 'Origine')).toContainText('Manuale');
  await expect(filter(page, 'Stato')).toContainText('Prenotato');
});

test('search params that are not valid fall back to the defaults', async ({ page }) => {
  await logInAs(page, 'parrucchiere');
  await page.goto('/gestione-appuntamenti?stato=FORSE&origine=1&operatore=-3&dal=2026-02-30&al=ieri');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestione appuntamenti' })).toBeVisible();
  await expect(filter(page, 'Stato')).toContainText('Tutti');
  await expect(filter(page, 'Origine')).toContainText('Tutti');
  await expect(filter(page, 'Operatore')).toContainText('Tutti');
  await expect(page.getByRole('grid', { name: 'Appuntamenti' })).toBeVisible();
});
