import { expect, test } from '@playwright/test';
import { apiCall, apiOrigin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openCardPage, payWith, signUpNewSalon } from './support/subscription.ts';

// Plans that mean what they say (issue #36), on the real server with its test provider: a salon
// of its own pays Base, has its two operators, and reads why a third is not possible before any
// form; the server refuses the call too. Pro, paid with the test card, allows it and turns the
// digital cash desk on.
const BASE_LIMIT = 'Il piano Base comprende fino a 2 operatori: passa a Pro per aggiungerne altri';

test('Base: a third operator is refused before the form and by the server; Pro allows it and opens /cassa', async ({
  page,
}) => {
  await signUpNewSalon(page, page.request);
  await openCardPage(page, 'Base');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Pagamento riuscito')).toBeVisible();
  for (const name of ['Sara Conti', 'Luca Ferrari'])
    await apiCall(page, 'POST', '/hairdressers', { name });

  await page.goto('/parrucchieri');
  await page.getByRole('button', { name: 'Nuovo parrucchiere' }).click();
  const refusal = page.getByRole('dialog', { name: 'Nuovo parrucchiere' });
  await expect(refusal).toContainText(BASE_LIMIT);
  await expect(refusal.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await refusal.getByRole('button', { name: 'Chiudi' }).click();
  // Base has no digital cash desk: /cassa leads back to the dashboard.
  await page.goto('/cassa');
  await expect(page).toHaveURL(/\/dashboard/);

  // The server says the same to a call that skips the app, and the owner stays signed in.
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const refused = await page.request.post(`${apiOrigin}/hairdressers`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Marta Riva' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ message: BASE_LIMIT, code: 'PLAN_LIMIT' });

  // «Scegli un piano» leads to the plans; Pro with the test card.
  await page.goto('/parrucchieri');
  await page.getByRole('button', { name: 'Nuovo parrucchiere' }).click();
  await refusal.getByRole('link', { name: 'Scegli un piano' }).click();
  await expect(page).toHaveURL('/subscription');
  await openCardPage(page, 'Pro');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Pagamento riuscito')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Il tuo abbonamento' }).getByText(/^Il piano Pro è attivo/),
  ).toBeVisible();

  await page.goto('/parrucchieri');
  await page.getByRole('button', { name: 'Nuovo parrucchiere' }).click();
  const form = page.getByRole('dialog', { name: 'Nuovo parrucchiere' });
  await form.getByRole('textbox', { name: 'Nome' }).fill('Marta Riva');
  await form.getByRole('button', { name: 'Crea' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('region', { name: 'Marta Riva', exact: true })).toBeVisible();

  // Pro comes with the digital cash desk, switched on by the payment.
  await page.goto('/cassa');
  await expect(page).toHaveURL('/cassa');
  await expect(page.getByRole('heading', { level: 1, name: 'Cassa' })).toBeVisible();
});
