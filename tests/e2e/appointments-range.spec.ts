import { expect, test } from '@playwright/test';
import { logInAs } from './support/demo-accounts.ts';

// Issue #31, /gestione-appuntamenti: retyping «Dal» as 10/12/2026 over 01/01/2026, with «Al» on
// 30/11/2026, once put dal=2026-01-10 in the address (the date was whole after the day alone)
// and listed a range nobody chose. While the pair is invalid the list keeps the last valid range
// and the address does not change. Only reads the demo salon.

test('a «Dal» retyped after «Al» changes neither the address nor the list', async ({ page }) => {
  await logInAs(page, 'parrucchiere');
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The list's own searches: «Richieste da confermare» asks for its requests apart.
    if (url.pathname === '/appointments/search' && url.searchParams.get('status') !== 'REQUESTED')
      searches.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
  });
  const start = '/gestione-appuntamenti?dal=2026-01-01&al=2026-11-30';
  await page.goto(start);
  const list = page.getByRole('grid', { name: 'Appuntamenti' });
  await expect(list).toBeVisible();

  await page.getByRole('spinbutton', { name: 'giorno, Dal' }).click();
  await page.keyboard.type('10');
  await expect(page.getByRole('spinbutton', { name: 'mese, Dal' })).toBeFocused();
  await page.keyboard.type('12');
  await page.keyboard.type('2026');
  await expect(page.getByText('La data "Al" non può venire prima della data "Dal"')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'giorno, Al' }).click();

  await expect(page).toHaveURL(start);
  await expect(list).toBeVisible();
  expect([...new Set(searches)]).toEqual(['2026-01-01..2026-11-30']);

  // Made valid again («Al» 31/12/2026), the pair reaches the address and the list at once.
  await page.keyboard.type('31122026');
  await expect(page).toHaveURL(/dal=2026-12-10&al=2026-12-31/);
  await expect(list).toBeVisible();
  expect(searches).not.toContain('2026-01-10..2026-11-30');
});
