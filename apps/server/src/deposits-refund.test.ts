// The cancellation policy of a deposit (issue #35): before the cutoff a cancellation through the
// manage link refunds it whole, by itself; after it (or on a no-show) the staff see what the
// policy keeps and «Rimborsa» gives everything back, once, audited. A held visit is not the
// staff's to change until it is paid or let go.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, auditLog, deposits } from './db/schema/index.ts';
import { day, depositSuite } from './test-support/deposit-calls.ts';

const { suite, turnOn, hold, verify, depositRow, salonRows, refunds, payWith } = depositSuite();

/** A visit held, paid with 4242 at the test page and booked: its appointment and manage token. */
async function paidVisit(phone: string, date = day(), time = '10:00') {
  const held = await hold(phone, date, time);
  await payWith(held.checkoutId, { number: '4242424242424242' });
  const back = await verify(held.checkoutId);
  expect(back.body.outcome).toBe('PAID');
  const row = await depositRow(held.checkoutId);
  const [visit] = await suite.h.db
    .select()
    .from(appointments)
    .where(eq(appointments.id, row?.appointmentId as number));
  return {
    checkoutId: held.checkoutId,
    depositId: row?.id as number,
    appointmentId: visit?.id as number,
    clientId: visit?.clientId as number,
    manageToken: back.body.confirmation.manageToken as string,
  };
}

const detail = (id: number) => suite.h.api('GET', `/appointments/${id}`, { token: suite.s.token });
const refund = (id: number, note?: string) =>
  suite.h.api('POST', `/deposits/${id}/refund`, {
    token: suite.s.token,
    ...(note === undefined ? {} : { body: { note } }),
  });

describe('the cancellation policy of a deposit', () => {
  it('a cancellation through the link before the cutoff refunds it whole, by itself, once', async () => {
    await turnOn();
    const visit = await paidVisit('+393351110001');
    const cancelled = await suite.h.api('POST', `/public/reminders/${visit.manageToken}`, {
      body: { answer: 'CANCEL' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    await suite.h.worker.idle();
    expect((await refunds()).map((r) => [r.amountCents, r.idempotencyKey])).toEqual([
      [1000, `deposit-${visit.depositId}-cancel`],
    ]);
    expect(await depositRow(visit.checkoutId)).toMatchObject({
      state: 'REFUNDED',
      refundedCents: 1000,
    });
    // The provider's own page of the payment shows the refund it made.
    const providerPage = await suite.h.app.request(`/test-checkout/${visit.checkoutId}`);
    expect(await providerPage.text()).toMatch(/Rimborsati al cliente: 10,00\s€\./);
    const [entry] = await suite.h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'deposit.refund'));
    expect(entry).toMatchObject({
      salonId: suite.s.salonId,
      actorUserId: null,
      actorEmail: 'cliente (link del promemoria)',
    });
    expect(entry?.summary).toMatch(/^Acconto di 10,00\s€ rimborsato a Anna Verdi \(visita del/);
    // Nothing left: the staff's «Rimborsa» has nothing to give.
    const again = await refund(visit.depositId);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'Questo acconto è già stato rimborsato.',
      code: 'DEPOSIT_NOT_REFUNDABLE',
    });
  });

  it('after the cutoff the detail shows what the policy keeps, and «Rimborsa» refunds once', async () => {
    // A week's cutoff: a visit three days ahead is already past it. The salon keeps half.
    await turnOn({
      cutoffHours: 168,
      deposits: {
        rules: [{ serviceId: suite.s.serviceIds[1], kind: 'FIXED', amount: 1000 }],
        audience: 'ALL',
        minNoShows: 1,
        keepPercent: 50,
      },
    });
    const visit = await paidVisit('+393351110002');
    const before = await detail(visit.appointmentId);
    expect(before.body.deposit).toMatchObject({
      amountCents: 1000,
      state: 'PAID',
      policyKeepsCents: 500,
      canRefund: true,
    });
    const link = await suite.h.api('GET', `/public/reminders/${visit.manageToken}`);
    expect(link.body).toMatchObject({
      canCancel: false,
      deposit: { amountCents: 1000, refundIfCancelledCents: 500, keepPercent: 50 },
    });

    const [first, second] = await Promise.all([
      refund(visit.depositId, 'Il cliente ha avuto un imprevisto.'),
      refund(visit.depositId),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const done = first.status === 200 ? first : second;
    expect(done.body).toMatchObject({
      id: visit.depositId,
      state: 'REFUNDED',
      refundedCents: 1000,
      policyKeepsCents: 0,
      canRefund: false,
    });
    expect((await refunds()).map((r) => [r.amountCents, r.idempotencyKey])).toEqual([
      [1000, `deposit-${visit.depositId}-refund`],
    ]);
    const entries = await suite.h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'deposit.refund'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorEmail: suite.s.email, actorUserId: suite.s.userId });
    expect((await detail(visit.appointmentId)).body.deposit).toMatchObject({
      state: 'REFUNDED',
      canRefund: false,
    });
    // The client card lists it.
    const card = await suite.h.api('GET', `/clients/${visit.clientId}/deposits`, {
      token: suite.s.token,
    });
    expect(card.status).toBe(200);
    expect(card.body).toEqual([
      expect.objectContaining({
        appointmentId: visit.appointmentId,
        services: ['Taglio donna'],
        deposit: expect.objectContaining({ id: visit.depositId, refundedCents: 1000 }),
      }),
    ]);
  });

  it('a no-show keeps the policy’s share; a deposit deducted at the desk is not refunded', async () => {
    await turnOn();
    const visit = await paidVisit('+393351110003');
    await suite.h.db
      .update(appointments)
      .set({ status: 'NO_SHOW' })
      .where(eq(appointments.id, visit.appointmentId));
    expect((await detail(visit.appointmentId)).body.deposit).toMatchObject({
      policyKeepsCents: 1000,
      canRefund: true,
    });
    // The desk deducted it (issue #35's «Acconto versato online»; the receipt's id is set there).
    await suite.h.db
      .update(deposits)
      .set({ receiptId: 901 })
      .where(eq(deposits.id, visit.depositId));
    const refused = await refund(visit.depositId);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('DEPOSIT_DEDUCTED');
    expect((await detail(visit.appointmentId)).body.deposit).toMatchObject({
      canRefund: false,
      receiptId: 901,
    });
    expect(await refunds()).toEqual([]);
    const unknown = await refund(visit.depositId + 1000);
    expect(unknown.status).toBe(404);
  });

  it('the staff cannot cancel, move, edit or complete a visit held for its deposit', async () => {
    await turnOn();
    const date = day();
    const held = await hold('+393351110004', date);
    const [row] = await salonRows();
    const id = row?.id as number;
    const shown = await detail(id);
    expect(shown.body).toMatchObject({
      status: 'HELD',
      deposit: { state: 'PENDING', canRefund: false },
    });
    const attempts = [
      await suite.h.api('POST', `/appointments/${id}/cancel`, {
        token: suite.s.token,
        body: { reason: 'SALON' },
      }),
      await suite.h.api('POST', `/appointments/${id}/move`, {
        token: suite.s.token,
        body: { dateTime: `${date}T15:00:00` },
      }),
      await suite.h.api('PATCH', `/appointments/${id}`, {
        token: suite.s.token,
        body: { notes: 'Spostare?' },
      }),
      await suite.h.api('PATCH', `/appointments/${id}/status`, {
        token: suite.s.token,
        body: { status: 'COMPLETED' },
      }),
    ];
    for (const refused of attempts) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'Il cliente sta pagando l’acconto: se non paga entro 10 minuti l’orario si libera da solo',
      );
    }
    expect((await salonRows()).map((r) => r.status)).toEqual(['HELD']);
    // Paid, it is the staff's like any booking.
    await payWith(held.checkoutId, { number: '4242424242424242' });
    expect((await detail(id)).body.status).toBe('BOOKED');
  });
});
