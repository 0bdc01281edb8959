import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiOrigin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { demoAccount } from './support/demo-accounts.ts';

// The built-in test provider's hosted card page (apps/server, decision 0029), in a real browser:
// axe-clean in every state, its own CSP (no inline script or style) lets it work, the first
// wrong field takes the focus without JavaScript. Nothing is paid here: the demo data stays.

/** A checkout of the demo trial salon; the address of its card page. */
async function cardPage(request: APIRequestContext, baseURL: string): Promise<string> {
  const login = await request.post(`${apiOrigin}/auth/login`, {
    data: demoAccount('estetista'),
  });
  const { token } = (await login.json()) as { token: string };
  const checkout = await request.post(`${apiOrigin}/subscription/checkout`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { planCode: 'BASE', interval: 'MONTHLY', returnUrl: `${baseURL}/subscription` },
  });
  expect(checkout.status()).toBe(201);
  return ((await checkout.json()) as { url: string }).url;
}

test('the card page: labelled, axe-clean, a Luhn error focused and kept, Annulla goes back', async ({
  page,
  request,
  baseURL,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const url = await cardPage(request, baseURL ?? '');
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento di prova' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Nome sulla carta').fill('Maria Rossi');
  await page.getByLabel('Numero della carta').fill('4242 4242 4242 4241');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/39');
  await page.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await page.getByRole('button', { name: /^Paga/ }).click();
  const number = page.getByLabel('Numero della carta');
  await expect(number).toBeFocused();
  await expect(number).toHaveValue('4242 4242 4242 4241');
  await expect(number).toHaveAccessibleDescription(
    'Numero di carta non valido: controlla le cifre e riprova',
  );
  await expect(page.getByRole('alert')).toContainText('Un campo da correggere');
  await expectNoAxeViolations(page);

  // The browser is sent back to the app (which then does what it does with a visitor).
  const back = page.waitForRequest(/\/subscription\?checkout=tcs_\w+&cancelled=1$/);
  await page.getByRole('button', { name: 'Annulla' }).click();
  await back;
  expect(blocked).toEqual([]);
});

test('3-D Secure refused: the bank step and the decline are axe-clean, with the way back', async ({
  page,
  request,
  baseURL,
}) => {
  const url = await cardPage(request, baseURL ?? '');
  await page.goto(url);
  await page.getByLabel('Nome sulla carta').fill('Maria Rossi');
  await page.getByLabel('Numero della carta').fill('4000 0027 6000 3184');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/39');
  await page.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await page.getByRole('button', { name: /^Paga/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica 3-D Secure' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Autorizza', exact: true })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Non autorizzare' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento rifiutato' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('3-D Secure non è stata autorizzata');
  await expect(page.getByRole('link', { name: 'Torna ad Agendina' })).toHaveAttribute(
    'href',
    new RegExp(`^${baseURL ?? ''}/subscription\\?checkout=tcs_\\w+$`),
  );
  await expectNoAxeViolations(page);
});
