import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiOrigin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signUpNewSalon, unique } from './support/new-salon.ts';

// Issue #19 on the real server: a salon of its own connects its WhatsApp number in /salone (the
// form refuses what is missing, keeps what was typed, then saves), Meta's verification is
// answered with the salon's verify token, and a signed delivery lands in /comunicazioni.

test('a salon connects the WhatsApp Cloud API and receives a signed message', async ({
  page,
  request,
}) => {
  await signUpNewSalon(page, request, 'Salone WhatsApp E2E');
  await page.goto('/salone');
  const section = page.getByRole('region', { name: 'WhatsApp' });
  // The radio group by keyboard, as a receptionist would: one Tab stop, arrows choose.
  await section.getByRole('radio', { name: /Sandbox/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(section.getByRole('radio', { name: /WhatsApp Cloud API/ })).toBeChecked();
  const phoneNumberId = `10${Date.now()}`;
  const secret = `segreto-${unique()}`;
  await section.getByLabel('Token di accesso').fill('EAAG-token-e2e');
  await section.getByRole('button', { name: 'Salva WhatsApp' }).click();
  await expect(section.getByText("Inserisci l'ID del numero di telefono")).toBeVisible();
  await expect(section.getByLabel('Token di accesso')).toHaveValue('EAAG-token-e2e');

  await section.getByRole('textbox', { name: /ID del numero di telefono/ }).fill(phoneNumberId);
  await section.getByLabel("Chiave segreta dell'app").fill(secret);
  await section.getByRole('button', { name: 'Salva WhatsApp' }).click();
  await expect(section.getByText('Impostazioni WhatsApp salvate')).toBeVisible();
  await expectNoAxeViolations(page);

  // After a reload the secrets are only "Impostato"; the verify token is the one Meta gets.
  await page.reload();
  await expect(section.getByText(/^Impostato\./)).toHaveCount(2);
  await expect(section.getByLabel('Token di accesso')).toHaveValue('');
  const verifyToken = (await section.getByText(/^wa_vt_[0-9a-f]{32}$/).textContent()) ?? '';
  const challenge = await request.get(`${apiOrigin}/webhooks/whatsapp`, {
    params: { 'hub.mode': 'subscribe', 'hub.verify_token': verifyToken, 'hub.challenge': '4242' },
  });
  expect(challenge.status()).toBe(200);
  expect(await challenge.text()).toBe('4242');

  const text = `Posso spostare a venerdì? ${unique()}`;
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '390212345678', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Marta Neri' }, wa_id: '393471112233' }],
              messages: [
                {
                  from: '393471112233',
                  id: `wamid.e2e${unique()}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const forged = await request.post(`${apiOrigin}/webhooks/whatsapp`, {
    data: body,
    headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': 'sha256=00' },
  });
  expect(forged.status()).toBe(401);
  const delivered = await request.post(`${apiOrigin}/webhooks/whatsapp`, {
    data: body,
    headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
  });
  expect(await delivered.json()).toEqual({ received: true, stored: 1 });

  await page.goto('/comunicazioni');
  const grid = page.getByRole('grid', { name: 'Conversazioni' });
  await expect(grid.getByRole('row', { name: /Marta Neri/ })).toBeVisible();
  await expect(grid).toContainText(text);
});
