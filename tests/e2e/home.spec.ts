import { expect, test } from '@playwright/test';

test('the home page loads and reaches the real server', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Agendina' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Servizio attivo');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/questa-pagina-non-esiste');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page).toHaveURL('/');
});
