// The subscription through the built-in test provider, as a salon sees it: plans, the trial at
// signup, checkout → hosted card page → webhook → verify, declined and mistyped cards, 3-D
// Secure both ways, "Annulla" (cancel and resume: subscription-cancel.test.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from './db/schema/index.ts';
import { salonSuite } from './test-support/suite.ts';
import { RETURN_URL, TEST_PAYMENTS, subscriptionCalls } from './test-support/subscription-calls.ts';
import { seedAdmin } from './test-support/fixtures.ts';

const suite = salonSuite({
  config: { payments: TEST_PAYMENTS, signupRequiresInvite: false, emailVerification: false },
});
const { startCheckout, postPage, payWith, verify, current, subscriptionRow, checkoutRow } =
  subscriptionCalls(() => suite.h);

const DAY = 24 * 3600 * 1000;

describe('plans and the trial', () => {
  it('lists the plans without a token, cheapest first, a year costing ten months', async () => {
    const res = await suite.h.api<
      {
        code: string;
        name: string;
        monthlyPriceCents: number;
        yearlyPriceCents: number;
        features: string[];
      }[]
    >('GET', '/subscription/plans');
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.name)).toEqual(['Base', 'Pro', 'Premium']);
    for (const plan of res.body) {
      expect(plan.yearlyPriceCents).toBe(plan.monthlyPriceCents * 10);
      expect(plan.features.length).toBeGreaterThan(0);
    }
    const prices = res.body.map((p) => p.monthlyPriceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('starts a new salon TRIALING for 14 days at signup', async () => {
    const before = Date.now();
    const signup = await suite.h.api<{ token: string }>('POST', '/auth/signup', {
      body: {
        email: 'nuovo@example.it',
        password: 'Nuovo2026!',
        name: 'Salone Nuovo',
        termsAccepted: true,
      },
    });
    expect(signup.status).toBe(201);
    const sub = await current(signup.body.token);
    expect(sub.body).toMatchObject({ status: 'TRIALING', planCode: null, provider: 'TEST' });
    const ends = Date.parse(sub.body.trialEndsAt ?? '');
    expect(ends - before).toBeGreaterThan(14 * DAY - 60_000);
    expect(ends - before).toBeLessThan(14 * DAY + 60_000);
  });

  it('reads a trial past its end as NONE, and never refuses the salon anything for it', async () => {
    await suite.h.db.insert(subscriptions).values({
      salonId: suite.s.salonId,
      status: 'TRIALING',
      trialEndsAt: new Date(Date.now() - DAY),
    });
    expect((await current(suite.s.token)).body.status).toBe('NONE');
    // Decision 0028: nothing is locked for not paying; reading and writing data still work.
    expect((await suite.h.api('GET', '/clients', { token: suite.s.token })).status).toBe(200);
    const created = await suite.h.api('POST', '/clients', {
      token: suite.s.token,
      body: { name: 'Cliente nuova' },
    });
    expect(created.status).toBe(201);
  });

  it("refuses an ADMIN the salon's subscription (403), never a 5xx", async () => {
    const admin = await seedAdmin(suite.h.db, suite.h.api);
    expect((await current(admin.token)).status).toBe(403);
  });
});

describe('checkout with the test provider', () => {
  it('pays with 4242: the page, the webhook first, then the redirect; verify finds it PAID', async () => {
    const checkout = await startCheckout(suite.s.token, 'PRO', 'YEARLY');
    expect(checkout.provider).toBe('TEST');
    expect(checkout.url).toBe(`http://localhost/test-checkout/${checkout.checkoutId}`);

    const page = await suite.h.app.request(`/test-checkout/${checkout.checkoutId}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:5173");
    expect(csp).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Agendina Pro, abbonamento annuale: 590,00');
    expect(html).toMatch(/<label for="number">Numero della carta<\/label>/);
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('autocomplete="cc-exp"');
    expect(html).not.toContain('<script');
    expect(html).toContain('<link rel="stylesheet" href="style.css" />');
    const css = await suite.h.app.request('/test-checkout/style.css');
    expect(css.headers.get('content-type')).toContain('text/css');

    const paid = await payWith(checkout.checkoutId, { number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${RETURN_URL}?checkout=${checkout.checkoutId}`);
    // The webhook was delivered before the redirect: applied before the browser is back.
    const before = await current(suite.s.token);
    expect(before.body).toMatchObject({
      status: 'ACTIVE',
      planCode: 'PRO',
      interval: 'YEARLY',
      cancelAtPeriodEnd: false,
    });
    const periodEnd = Date.parse(before.body.currentPeriodEnd ?? '');
    expect(periodEnd - Date.now()).toBeGreaterThan(364 * DAY);

    const result = await verify(checkout.checkoutId);
    expect(result.status).toBe(200);
    // Issue #32: the public verify answers what its page shows and nothing of the salon's
    // subscription (whoever holds the checkout id is not necessarily the salon).
    expect(result.body).toEqual({
      checkoutId: checkout.checkoutId,
      outcome: 'PAID',
      message: 'Abbonamento attivato. Grazie!',
    });
    expect((await current(suite.s.token)).body).toMatchObject({
      status: 'ACTIVE',
      planCode: 'PRO',
    });
    expect((await verify(checkout.checkoutId)).body.outcome).toBe('PAID');
    expect((await current(suite.s.token)).body).toEqual(before.body);
  });

  it('declines 4000 0000 0000 0002 with its message and a way back; nothing changes', async () => {
    await suite.h.db.insert(subscriptions).values({
      salonId: suite.s.salonId,
      status: 'TRIALING',
      trialEndsAt: new Date(Date.now() + 5 * DAY),
    });
    const before = (await current(suite.s.token)).body;
    const checkout = await startCheckout(suite.s.token);
    const declined = await payWith(checkout.checkoutId, { number: '4000000000000002' });
    expect(declined.status).toBe(200);
    const html = await declined.text();
    expect(html).toContain('la carta è stata rifiutata dalla banca');
    expect(html).toContain(
      `href="${RETURN_URL}?checkout=${checkout.checkoutId}">Torna ad Agendina</a>`,
    );
    const result = await verify(checkout.checkoutId);
    expect(result.body).toMatchObject({
      outcome: 'DECLINED',
      message:
        'Pagamento rifiutato: la carta è stata rifiutata dalla banca. Nessun addebito è stato effettuato.',
    });
    expect(result.body).not.toHaveProperty('subscription');
    expect((await current(suite.s.token)).body).toEqual(before);
    // A declined checkout stays declined: paying it again is not possible.
    expect((await payWith(checkout.checkoutId, { number: '4242424242424242' })).status).toBe(200);
    expect((await verify(checkout.checkoutId)).body.outcome).toBe('DECLINED');
  });

  it('refuses a number that fails Luhn with an Italian message, keeping what was typed', async () => {
    const checkout = await startCheckout(suite.s.token);
    const res = await payWith(checkout.checkoutId, {
      name: 'Maria Rossi',
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Numero di carta non valido: controlla le cifre e riprova');
    expect(html).toContain('value="4242 4242 4242 4241"');
    expect(html).toContain('value="Maria Rossi"');
    expect(html).toMatch(
      /id="number"[^>]*aria-describedby="number-errore"[^>]*aria-invalid="true"[^>]*autofocus/,
    );
    expect(html).toContain('La carta è scaduta: controlla mese e anno di scadenza');
    expect(html).toContain('Il codice di sicurezza (CVC) è di 3 o 4 cifre');
    expect(html).toContain('role="alert"');
    expect((await checkoutRow(checkout.checkoutId))?.testState).toBe('OPEN');
    expect((await verify(checkout.checkoutId)).body.outcome).toBe('PENDING');
    expect(await subscriptionRow(suite.s.salonId)).toBeUndefined();
  });

  it('goes through 3-D Secure with 4000 0027 6000 3184: Autorizza pays', async () => {
    const checkout = await startCheckout(suite.s.token);
    const step = await payWith(checkout.checkoutId, { number: '4000 0027 6000 3184' });
    expect(step.status).toBe(303);
    expect(step.headers.get('location')).toBe(checkout.checkoutId);
    const page = await (await suite.h.app.request(`/test-checkout/${checkout.checkoutId}`)).text();
    expect(page).toContain('Verifica 3-D Secure');
    expect(page).toMatch(/<button[^>]*value="authorize"[^>]*>\s*Autorizza\s*<\/button>/);
    expect(page).toMatch(/<button[^>]*value="deny"[^>]*>\s*Non autorizzare\s*<\/button>/);
    expect((await verify(checkout.checkoutId)).body.outcome).toBe('PENDING');
    const done = await postPage(`/test-checkout/${checkout.checkoutId}`, { action: 'authorize' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${RETURN_URL}?checkout=${checkout.checkoutId}`);
    expect((await verify(checkout.checkoutId)).body).toMatchObject({ outcome: 'PAID' });
    expect((await current(suite.s.token)).body).toMatchObject({
      status: 'ACTIVE',
      planCode: 'PRO',
    });
  });

  it('3-D Secure refused ("Non autorizzare") is a decline and changes nothing', async () => {
    const checkout = await startCheckout(suite.s.token);
    await payWith(checkout.checkoutId, { number: '4000002760003184' });
    const denied = await postPage(`/test-checkout/${checkout.checkoutId}`, { action: 'deny' });
    expect(await denied.text()).toContain('la verifica 3-D Secure non è stata autorizzata');
    expect((await verify(checkout.checkoutId)).body).toMatchObject({ outcome: 'DECLINED' });
    expect((await current(suite.s.token)).body).toMatchObject({ status: 'NONE' });
    expect(await subscriptionRow(suite.s.salonId)).toBeUndefined();
  });

  it('"Annulla" goes back with cancelled=1 and verify says CANCELED', async () => {
    const checkout = await startCheckout(suite.s.token);
    const back = await postPage(`/test-checkout/${checkout.checkoutId}`, { action: 'cancel' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `${RETURN_URL}?checkout=${checkout.checkoutId}&cancelled=1`,
    );
    expect((await verify(checkout.checkoutId, true)).body).toMatchObject({
      outcome: 'CANCELED',
      message: 'Pagamento annullato: nessun addebito è stato effettuato.',
    });
  });

  it('never trusts cancelled=1: a paid checkout stays PAID, an open one is closed for good', async () => {
    const paid = await startCheckout(suite.s.token);
    await payWith(paid.checkoutId, { number: '4242424242424242' });
    expect((await verify(paid.checkoutId, true)).body.outcome).toBe('PAID');
    const open = await startCheckout(suite.s.token, 'BASE');
    expect((await verify(open.checkoutId, true)).body.outcome).toBe('CANCELED');
    expect((await payWith(open.checkoutId, { number: '4242424242424242' })).status).toBe(200);
    expect((await current(suite.s.token)).body.planCode).toBe('PRO');
  });

  it('answers the documented errors: unknown plan, foreign return address, already subscribed, unknown checkout', async () => {
    const body = (planCode: string, returnUrl = RETURN_URL) => ({
      token: suite.s.token,
      body: { planCode, interval: 'MONTHLY', returnUrl },
    });
    const plan = await suite.h.api('POST', '/subscription/checkout', body('GOLD'));
    expect(plan.status).toBe(404);
    expect(plan.body).toMatchObject({ message: 'Piano non trovato', code: 'PLAN_NOT_FOUND' });
    const url = await suite.h.api(
      'POST',
      '/subscription/checkout',
      body('PRO', 'https://evil.example/subscription'),
    );
    expect(url.status).toBe(422);
    expect(url.body).toMatchObject({ code: 'RETURN_URL_NOT_ALLOWED' });
    const checkout = await startCheckout(suite.s.token);
    await payWith(checkout.checkoutId, { number: '4242424242424242' });
    const again = await suite.h.api('POST', '/subscription/checkout', body('PRO'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'Sei già abbonato a questo piano',
      code: 'ALREADY_SUBSCRIBED',
    });
    expect((await suite.h.api('POST', '/subscription/checkout', body('PREMIUM'))).status).toBe(201);
    const unknown = await verify('tcs_sconosciuto123');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Pagamento non trovato' });
    const page = await suite.h.app.request('/test-checkout/tcs_sconosciuto123');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Pagamento non trovato');
  });

  it('replaces the plan on a new payment, keeping one subscription row', async () => {
    const first = await startCheckout(suite.s.token, 'BASE');
    await payWith(first.checkoutId, { number: '4242424242424242' });
    const second = await startCheckout(suite.s.token, 'PREMIUM', 'YEARLY');
    await payWith(second.checkoutId, { number: '4242424242424242' });
    expect((await current(suite.s.token)).body).toMatchObject({
      status: 'ACTIVE',
      planCode: 'PREMIUM',
      interval: 'YEARLY',
    });
    const rows = await suite.h.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.salonId, suite.s.salonId));
    expect(rows).toHaveLength(1);
  });
});
