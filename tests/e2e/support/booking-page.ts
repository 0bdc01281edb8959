// The booking page's e2e helpers (issue #34): this worker's salon's page turned on through the
// API, and the one-time code read from the dev outbox.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiOrigin } from './api.ts';
import { demoAccount } from './demo-accounts.ts';
import { readFile } from 'node:fs/promises';
import { outboxMailsTo, serverLog } from './new-salon.ts';

/** The bearer header of this worker's hair salon's owner. */
export async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post(`${apiOrigin}/auth/login`, {
    data: demoAccount('parrucchiere'),
  });
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/**
 * Turns this worker's hair salon's page on, with every service and operator (or as `settings`
 * say); its address.
 */
export async function turnOnBookingPage(
  request: APIRequestContext,
  settings: Record<string, unknown> = {},
): Promise<string> {
  const headers = await ownerHeaders(request);
  const list = async (path: string) => {
    const body = (await (await request.get(`${apiOrigin}${path}`, { headers })).json()) as
      { id: number }[] | { content: { id: number }[] };
    return (Array.isArray(body) ? body : body.content).map((row) => row.id);
  };
  const slug = `salone-bellavista-${test.info().parallelIndex + 1}`;
  const saved = await request.put(`${apiOrigin}/salon/online-booking`, {
    headers,
    data: {
      enabled: true,
      slug,
      serviceIds: await list('/services'),
      operatorIds: await list('/hairdressers'),
      minNoticeHours: 2,
      // Sixty days: the tests book from the end of the horizon (seven to eight weeks on), past
      // the weeks where the staff's tests book fixed times (FAR_DAY below).
      horizonDays: 60,
      slotStepMinutes: 15,
      cutoffHours: 24,
      confirmationMode: 'INSTANT',
      policyText: 'Puoi annullare gratis fino a 24 ore prima.',
      embedDomains: [],
      // Off unless a test asks: a setting left out of the body keeps what is stored, and the
      // deposit and waitlist tests of this worker's salon turn them on.
      deposits: { rules: [], audience: 'ALL', minNoShows: 1, keepPercent: 100 },
      waitlist: { enabled: false, claimMinutes: 30 },
      ...settings,
    },
  });
  expect(saved.ok(), `PUT /salon/online-booking: ${saved.status()}`).toBe(true);
  return slug;
}

/** The last code the dev outbox e-mailed to `to`. */
export async function codeMailedTo(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = (await outboxMailsTo(to)).at(-1)?.match(/(\d{6}) è il tuo codice/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return code ?? '';
}

/** The last code the WhatsApp sandbox sent to `phone` (+39…), as the server printed it. */
export async function codeOnWhatsApp(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const log = await readFile(serverLog, 'utf8').catch(() => '');
        code = log
          .split(`[whatsapp a ${phone}]`)
          .slice(1)
          .at(-1)
          ?.match(/(\d{6}) è il tuo codice/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return code ?? '';
}

/**
 * The `k`-th free day from the end of a 60-day horizon: seven to eight weeks on, where no test
 * books a fixed time. Counted from today, days a few weeks on move with the weekday: on a Monday
 * the 20th free day was the Wednesday the staff's tests book at 10:00.
 */
export const farDay = (k: number) => -1 - k;
