// Deposits at online booking (issue #35, decision 0062): a visit that asks one is held while the
// client pays at the test provider's page and booked once, whichever of the webhook and the
// browser's return comes first; a declined card or an unpaid hold books nothing and frees the time.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { depositLabel, formatEuro } from '@agendina/scheduling';
import { appointments, deposits, reminders } from './db/schema/index.ts';
import { releaseExpiredHolds } from './services/deposits/expiry.ts';
import { day, depositSuite } from './test-support/deposit-calls.ts';

const {
  suite,
  turnOn,
  taglioRequest,
  book,
  hold,
  verify,
  times,
  depositRow,
  salonRows,
  refunds,
  deps,
  payWith,
  postPage,
  webhook,
} = depositSuite();

describe('a visit that asks a deposit', () => {
  it('is held (202), paid with 4242 at the test page and booked once: the visit shows «Acconto»', async () => {
    await turnOn();
    const date = day();
    const page = await suite.h.api('GET', '/public/booking/salone-bellavista');
    const [colore, taglio] = suite.s.serviceIds as [number, number];
    expect(page.body.services.find((s: { id: number }) => s.id === taglio).depositCents).toBe(1000);
    expect(page.body.services.find((s: { id: number }) => s.id === colore).depositCents).toBeNull();

    const held = await hold('+393331112222', date);
    expect(held).toMatchObject({ status: 'PAYMENT_REQUIRED', depositCents: 1000 });
    expect(held.checkoutUrl).toBe(`http://localhost/test-checkout/${held.checkoutId}`);
    // The time is held: not offered while the client pays, and not yet a booking.
    expect(await times(date)).not.toContain('10:00');
    expect((await salonRows()).map((r) => r.status)).toEqual(['HELD']);

    const form = await suite.h.app.request(`/test-checkout/${held.checkoutId}`);
    const html = await form.text();
    expect(html).toContain(`Salone Bellavista: ${depositLabel(1000)}`);
    expect(html).toContain(`Paga ${formatEuro(1000)}`);

    const paid = await payWith(held.checkoutId, { number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:5173/prenota/salone-bellavista?checkout=${held.checkoutId}`,
    );
    // The page's webhook booked it before the redirect; the return reads the same.
    const back = await verify(held.checkoutId);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      outcome: 'PAID',
      message: 'Acconto pagato: la prenotazione è confermata.',
      confirmation: {
        status: 'BOOKED',
        dateTime: `${date}T10:00:00`,
        services: ['Taglio donna'],
        operatorName: 'Sara',
        salonName: 'Salone Bellavista',
      },
    });
    const rows = await salonRows();
    expect(rows.map((r) => [r.status, r.source])).toEqual([['BOOKED', 'ONLINE']]);
    const row = await depositRow(held.checkoutId);
    expect(row).toMatchObject({ state: 'PAID', amountCents: 1000, provider: 'TEST' });
    expect(row?.paymentRef).toMatch(/^tpi_/);

    const detail = await suite.h.api('GET', `/appointments/${rows[0]?.id}`, {
      token: suite.s.token,
    });
    expect(detail.body.deposit).toMatchObject({
      amountCents: 1000,
      state: 'PAID',
      provider: 'TEST',
      refundedCents: 0,
      policyKeepsCents: 0,
      canRefund: true,
      receiptId: null,
    });
    // The manage link works at once and tells what a cancellation gives back.
    const link = await suite.h.api(
      'GET',
      `/public/reminders/${back.body.confirmation.manageToken}`,
    );
    expect(link.body).toMatchObject({
      status: 'PENDING',
      canCancel: true,
      deposit: { amountCents: 1000, refundIfCancelledCents: 1000, keepPercent: 100 },
    });
    const second = await verify(held.checkoutId);
    expect(second.body).toEqual(back.body);
  });

  it('the webhook and the browser’s return racing: one booking, one payment', async () => {
    await turnOn();
    const date = day();
    const held = await hold('+393331112223', date);
    // The provider takes the payment (its page's first step), then its event and the browser's
    // return arrive at once, twice each.
    await suite.h.db
      .update(deposits)
      .set({ testState: 'PAID' })
      .where(eq(deposits.checkoutId, held.checkoutId));
    const event = (id: string) => ({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: held.checkoutId, object: 'checkout.session', mode: 'payment' } },
    });
    const [w1, v1, w2, v2] = await Promise.all([
      webhook(event('tev_race_1')),
      verify(held.checkoutId),
      webhook(event('tev_race_2')),
      verify(held.checkoutId),
    ]);
    expect([w1.status, w2.status, v1.status, v2.status]).toEqual([200, 200, 200, 200]);
    expect([v1.body.outcome, v2.body.outcome]).toEqual(['PAID', 'PAID']);
    // At most one webhook applied it (a verify may have come first); both returns read the same.
    expect(
      [w1.body.duplicate, w2.body.duplicate].filter((d) => d === false).length,
    ).toBeLessThanOrEqual(1);
    expect(v1.body.confirmation).toEqual(v2.body.confirmation);
    const rows = await salonRows();
    expect(rows.map((r) => r.status)).toEqual(['BOOKED']);
    const all = await suite.h.db.select().from(deposits);
    expect(all.map((d) => [d.state, d.paymentRef !== null])).toEqual([['PAID', true]]);
    expect(await suite.h.db.select().from(reminders)).toHaveLength(1);
    expect(await refunds()).toEqual([]);
  });

  it('a declined card (4000 0000 0000 0002) books nothing and frees the time', async () => {
    await turnOn();
    const date = day();
    const held = await hold('+393331112224', date);
    const declined = await payWith(held.checkoutId, { number: '4000000000000002' });
    expect(declined.status).toBe(200);
    const declinedPage = await declined.text();
    expect(declinedPage).toContain('la carta è stata rifiutata dalla banca');
    // The way back names the salon that asked for the deposit, not Agendina.
    expect(declinedPage).toContain('>Torna a Salone Bellavista</a>');
    const back = await verify(held.checkoutId);
    expect(back.body).toMatchObject({ outcome: 'DECLINED', confirmation: null, date });
    expect(back.body.message).toMatch(/^Pagamento rifiutato: la carta è stata rifiutata/);
    expect(back.body.message).toContain('Nessuna prenotazione è stata fatta');
    expect(await salonRows()).toEqual([]);
    expect((await depositRow(held.checkoutId))?.state).toBe('DECLINED');
    expect(await times(date)).toContain('10:00');
  });

  it('«Annulla» at the page, or verify with cancelled: the checkout is closed and the time free', async () => {
    await turnOn();
    const date = day();
    const held = await hold('+393331112225', date);
    const back = await verify(held.checkoutId, true);
    expect(back.body).toMatchObject({ outcome: 'CANCELED', confirmation: null, date });
    expect(await salonRows()).toEqual([]);
    // The page can no longer be paid.
    const page = await suite.h.app.request(`/test-checkout/${held.checkoutId}`);
    expect(await page.text()).toContain('Pagamento annullato');
    const again = await hold('+393331112226', date);
    const cancelled = await postPage(`/test-checkout/${again.checkoutId}`, { action: 'cancel' });
    expect(cancelled.headers.get('location')).toContain('cancelled=1');
    expect((await verify(again.checkoutId)).body.outcome).toBe('CANCELED');
    expect(await times(date)).toContain('10:00');
  });

  it('an unpaid hold expires: the sweep past holdExpiresAt lets the time go and offers it again', async () => {
    await turnOn();
    const date = day();
    const held = await hold('+393331112227', date);
    const expires = new Date(held.holdExpiresAt).getTime();
    expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    // Before its time the sweep leaves it.
    expect(await releaseExpiredHolds(deps())).toBe(0);
    expect(await times(date)).not.toContain('10:00');
    // The worker's clock a second past the hold.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(expires + 1000);
      expect(await releaseExpiredHolds(deps())).toBe(1);
      expect(await salonRows()).toEqual([]);
      expect((await depositRow(held.checkoutId))?.state).toBe('EXPIRED');
      const back = await verify(held.checkoutId);
      expect(back.body).toMatchObject({ outcome: 'EXPIRED', confirmation: null, date });
      expect(back.body.message).toContain('è scaduto');
    } finally {
      vi.useRealTimers();
    }
    expect(await times(date)).toContain('10:00');
    // The provider's page is closed too: nobody pays a time that is no longer held.
    const page = await suite.h.app.request(`/test-checkout/${held.checkoutId}`);
    expect(await page.text()).toContain('Pagamento annullato');
  });

  it('a payment confirmed after its hold was released is refunded whole, once, and books nothing', async () => {
    await turnOn();
    const date = day();
    const held = await hold('+393331112228', date);
    await releaseExpiredHolds(deps(), new Date(Date.now() + 11 * 60_000));
    // The provider confirms it late (as a bank's slow answer would).
    await suite.h.db
      .update(deposits)
      .set({ testState: 'PAID' })
      .where(eq(deposits.checkoutId, held.checkoutId));
    const back = await verify(held.checkoutId);
    expect(back.body).toMatchObject({ outcome: 'EXPIRED', confirmation: null });
    expect(back.body.message).toContain('ti viene rimborsato per intero');
    await suite.h.worker.idle();
    const again = await verify(held.checkoutId);
    expect(again.body.outcome).toBe('EXPIRED');
    await suite.h.worker.idle();
    const made = await refunds();
    expect(made.map((r) => [r.amountCents, r.idempotencyKey])).toEqual([
      [1000, `deposit-${(await depositRow(held.checkoutId))?.id}-late`],
    ]);
    expect(await depositRow(held.checkoutId)).toMatchObject({
      state: 'REFUNDED',
      refundedCents: 1000,
    });
    expect(await salonRows()).toEqual([]);
  });

  it('asks an allowed return address (422 RETURN_URL_REQUIRED), and the code still books after', async () => {
    await turnOn();
    const date = day();
    const body = await taglioRequest('+393331112229', date, '11:00');
    for (const returnUrl of [undefined, 'https://evil.example/prenota']) {
      const refused = await suite.h.api('POST', '/public/booking/salone-bellavista/bookings', {
        body: returnUrl ? { ...body, returnUrl } : body,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('RETURN_URL_REQUIRED');
    }
    expect(await salonRows()).toEqual([]);
    const ok = await suite.h.api('POST', '/public/booking/salone-bellavista/bookings', {
      body: { ...body, returnUrl: 'http://localhost:5173/prenota/salone-bellavista?passo=3' },
    });
    expect(ok.status).toBe(202);
  });

  it('asks only whom the rules say: new clients pay, a returning client books at once (201)', async () => {
    await turnOn({
      deposits: {
        rules: [{ serviceId: suite.s.serviceIds[1], kind: 'PERCENT', amount: 33 }],
        audience: 'NEW_CLIENTS',
        minNoShows: 1,
        keepPercent: 100,
      },
    });
    const date = day();
    await suite.h.db.insert(appointments).values({
      salonId: suite.s.salonId,
      clientId: suite.s.clientIds[0] as number,
      hairdresserId: suite.s.hairdresserIds[1] as number,
      serviceId: suite.s.serviceIds[2] as number,
      serviceName: 'Piega',
      startAt: '2026-01-10 10:00:00',
      endAt: '2026-01-10 10:30:00',
      durationMinutes: 30,
      status: 'COMPLETED',
    });
    // Giulia Rossi has been before.
    const returning = await book('+393471234567', {
      serviceIds: [suite.s.serviceIds[1]],
      date,
      time: '12:00',
    });
    expect(returning.status).toBe(201);
    // A new client pays 33 % of 35,00 €: 11,55 €, whole cents.
    const held = await hold('+393331112230', date);
    expect(held.depositCents).toBe(1155);
    const html = await (await suite.h.app.request(`/test-checkout/${held.checkoutId}`)).text();
    expect(html).toContain(depositLabel(1155));
    expect(depositLabel(1155)).toMatch(/^Acconto 11,55\s€$/);
  });
});
