import { test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInAs } from './support/demo-accounts.ts';

for (const path of ['/', '/login', '/faq', '/questa-pagina-non-esiste']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
  });
}

test('the dashboard has no axe violations', async ({ page }) => {
  await logInAs(page, 'parrucchiere');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectNoAxeViolations(page);
});
