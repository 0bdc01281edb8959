import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiOrigin } from './api.ts';
import { demoAccounts } from './demo-accounts.ts';

/**
 * The dev outbox printed by the e2e config's API server (PRINT_OUTBOX), whose output is also
 * written to this file: the only place a verification code can be read.
 */
export const serverLog = resolve(
  import.meta.dirname,
  '../../..',
  process.env['E2E_API_LOG'] ?? '.data/e2e-api.log',
);

/** The e-mails the dev outbox printed so far to `to`, newest last (subject and body each). */
export async function outboxMailsTo(to: string): Promise<string[]> {
  const log = await readFile(serverLog, 'utf8').catch(() => '');
  return log.split(`[email a ${to}]`).slice(1);
}

/** A suffix no other test run uses, for names and e-mails a test owns. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The last verification code the outbox printed for `email`. */
export async function verificationCode(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const log = await readFile(serverLog, 'utf8').catch(() => '');
        const mails = log.split(`[email a ${email}]`).slice(1);
        code = mails.at(-1)?.match(/codice di verifica Agendina è (\d{6})/)?.[1];
        return code;
      },
      { message: `codice di verifica per ${email} in ${serverLog}`, timeout: 15_000 },
    )
    .toBeDefined();
  return code ?? '';
}

/**
 * A new salon signs up through an invitation link (its e-mail filled in by the invitation) and
 * verifies its e-mail, landing on /subscription as every signup does.
 */
export async function signUpWithLink(
  page: Page,
  link: string,
  salon: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto(link);
  await page.getByLabel('Nome della tua attività').fill(salon.name);
  await expect(page.getByLabel('E-mail')).toHaveValue(salon.email);
  await page.getByLabel('Password', { exact: true }).fill(salon.password);
  await page.getByLabel('Conferma password').fill(salon.password);
  await page.getByText('Accetto termini e condizioni e privacy policy').click();
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page).toHaveURL('/verify-email');
  await page.getByLabel('Codice di verifica').fill(await verificationCode(salon.email));
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expect(page).toHaveURL('/subscription');
}

/** An invitation for `email`, made through the API as the seeded ADMIN; its signup token. */
export async function adminInvitation(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post(`${apiOrigin}/auth/login`, { data: demoAccounts.admin });
  expect(login.ok(), `login ADMIN: ${login.status()}`).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const invite = await request.post(`${apiOrigin}/admin/signup-tokens`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { note: 'e2e', email },
  });
  expect(invite.ok(), `invito: ${invite.status()}`).toBe(true);
  return ((await invite.json()) as { token: string }).token;
}

/** A salon of the test's own (invited, signed up, verified), signed in on `page`. */
export async function signUpNewSalon(
  page: Page,
  request: APIRequestContext,
  name: string,
): Promise<string> {
  const email = `salone-${unique()}@e2e.agendina.it`;
  const token = await adminInvitation(request, email);
  await signUpWithLink(page, `/signup?token=${token}`, { name, email, password: 'Magazzino2026!' });
  return email;
}
