// The subscription's steps as a new salon takes them, on the real server and its test provider:
// signup, 'Abbonati', the hosted card page.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiOrigin } from './api.ts';
import { adminInvitation, signUpWithLink, unique } from './new-salon.ts';

/** Signup with an invitation → verify the e-mail → /subscription, as a new salon would. */
export async function signUpNewSalon(page: Page, request: APIRequestContext): Promise<string> {
  const email = `abbonamento-${unique()}@e2e.agendina.it`;
  const token = await adminInvitation(request, email);
  await signUpWithLink(page, `/signup?token=${token}`, {
    name: 'Salone Abbonamento E2E',
    email,
    password: 'Abbonamento2026!',
  });
  await expect(page.getByText(/^In prova fino al \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  return email;
}

/** 'Abbonati' on a plan, monthly, and the test provider's hosted card page. */
export async function openCardPage(page: Page, plan = 'Base'): Promise<void> {
  await page.getByRole('button', { name: `Abbonati a ${plan}, mensile` }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiOrigin}/test-checkout/`));
}

/** Types the card as a person would, key by key, and pays. */
export async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Nome sulla carta').pressSequentially('Giulia Rossi');
  await page.getByLabel('Numero della carta').pressSequentially(cardNumber);
  await page.getByLabel('Scadenza (MM/AA)').pressSequentially('12/30');
  await page.getByLabel('Codice di sicurezza (CVC)').pressSequentially('123');
  await page.getByRole('button', { name: /^Paga / }).click();
}
