import { expect, test, type Page } from '@playwright/test';
import { logInAs } from './support/demo-accounts.ts';

// What a user bookmarks or goes Back to lives in the address: the filters of
// /gestione-appuntamenti, the dashboard calendar's view and date, the client archive's search. A
// link opens them, Back and a reload find them again, a value that is not valid falls back to its
// default instead of failing.

const filter = (page: Page, label: string) =>
  page
    .getByRole('group', { name: 'Filtri' })
    .getByRole('button', { name: new RegExp(`${label}$`) });

test('a filtered link opens the list with its filters, and Back restores them', async ({
  page,
}) => {
  await logInAs(page, 'parrucchiere', '/gestione-appuntamenti?stato=BOOKED&origine=MANUAL');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gestione appuntamenti' }),
  ).toBeVisible();
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
  await page.goto(
    '/gestione-appuntamenti?stato=FORSE&origine=1&operatore=-3&dal=2026-02-30&al=ieri',
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gestione appuntamenti' }),
  ).toBeVisible();
  await expect(filter(page, 'Stato')).toContainText('Tutti');
  await expect(filter(page, 'Origine')).toContainText('Tutti');
  await expect(filter(page, 'Operatore')).toContainText('Tutti');
  await expect(page.getByRole('grid', { name: 'Appuntamenti' })).toBeVisible();
});

test('the dashboard calendar keeps its view and period in the address', async ({ page }) => {
  await logInAs(page, 'parrucchiere');
  const title = page.locator('#calendario-titolo');
  await page.getByRole('tab', { name: 'Mese' }).click();
  await expect(page).toHaveURL(/vista=mese/);
  const thisMonth = await title.textContent();
  await page.getByRole('button', { name: 'Periodo successivo' }).click();
  await expect(page).toHaveURL(/data=/);
  await expect(title).not.toHaveText(thisMonth ?? '');
  const nextMonth = await title.textContent();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Mese' })).toHaveAttribute('aria-selected', 'true');
  await expect(title).toHaveText(nextMonth ?? '');
  await page.goBack();
  await expect(title).toHaveText(thisMonth ?? '');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Giorno' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/dashboard?vista=anno&data=2026-13-01&operatori=ciao');
  await expect(page.getByRole('tab', { name: 'Giorno' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the client archive keeps its search in the address', async ({ page }) => {
  await logInAs(page, 'parrucchiere', '/database-clienti?cerca=zzz-nessuno');
  const search = page.getByRole('searchbox', { name: 'Cerca cliente' });
  await expect(search).toHaveValue('zzz-nessuno');
  await expect(page.getByText('0 clienti')).toBeVisible();

  await search.fill('');
  await expect(page).toHaveURL(/\/database-clienti$/);
  await search.fill('a');
  await expect(page).toHaveURL(/cerca=a/);
  await page.goto('/gestione-appuntamenti');
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Cerca cliente' })).toHaveValue('a');
});
