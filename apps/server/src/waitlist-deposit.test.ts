// A waitlist claim whose visit asks a deposit (issues #35, decisions 0062 and 0063): the claim
// holds the time while the client pays on the test provider's page (202); paid, the offer is
// CLAIMED and the visit booked; a declined card books nothing, the client waits again and the
// time goes to the next in line.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from './db/schema/index.ts';
import { BOOKING_RETURN, day, depositSuite } from './test-support/deposit-calls.ts';
import { waitlistCalls } from './test-support/waitlist.ts';
import { RETURN_URL_MESSAGE } from './services/deposits/hold.ts';

const deposits = depositSuite();
const { suite, payWith, verify } = deposits;
const { turnOnWaitlist, join, claimToken, staffBooks, staffCancels, line } =
  waitlistCalls(deposits);
const claim = (token: string, returnUrl = BOOKING_RETURN) =>
  suite.h.api('POST', `/public/waitlist/${token}`, { body: { returnUrl } });
const read = (token: string) => suite.h.api('GET', `/public/waitlist/${token}`);
const PHONES = ['+393330000001', '+393330000002', '+393330000003', '+393330000004'];

/** «Taglio donna» asks 10,00 €; Marco's 10:00 with Sara is cancelled with `waiting` in line. */
async function freedWith(waiting: number) {
  await turnOnWaitlist();
  const date = day();
  const visit = await staffBooks(date, '10:00');
  for (const phone of PHONES.slice(0, waiting))
    expect((await join(phone, { date })).status).toBe(201);
  expect((await staffCancels(visit)).status).toBe(200);
  return date;
}

describe('a claim that asks a deposit', () => {
  it('holds the time while the client pays; paid, the visit is booked and the other link is 409', async () => {
    const date = await freedWith(2);
    const [mine, theirs] = [
      await claimToken(PHONES[0] as string),
      await claimToken(PHONES[1] as string),
    ];
    expect((await read(mine)).body).toMatchObject({ state: 'OPEN', depositCents: 1000 });
    const noReturn = await suite.h.api('POST', `/public/waitlist/${mine}`, { body: {} });
    expect(noReturn.status).toBe(400);
    expect(noReturn.body.errors.returnUrl).toBe(RETURN_URL_MESSAGE);
    // Nothing was held: the offer is still open to its link.
    expect((await read(mine)).body.state).toBe('OPEN');
    const held = await claim(mine);
    expect(held.status).toBe(202);
    expect(held.body).toMatchObject({ status: 'PAYMENT_REQUIRED', depositCents: 1000 });
    // The time is held for this client: the other link has lost it.
    const lost = await claim(theirs);
    expect(lost.status).toBe(409);
    expect(lost.body.code).toBe('WAITLIST_OFFER_TAKEN');
    expect((await read(mine)).body.state).toBe('OPEN');

    await payWith(held.body.checkoutId, { number: '4242 4242 4242 4242' });
    const paid = await verify(held.body.checkoutId);
    expect(paid.body.outcome).toBe('PAID');
    expect((await read(mine)).body.state).toBe('CLAIMED');
    expect((await line()).map((e) => [e.clientName, e.state])).toEqual([
      ['Cliente 002', 'WAITING'],
      ['Cliente 001', 'BOOKED'],
    ]);
    const booked = await suite.h.db
      .select()
      .from(appointments)
      .where(eq(appointments.status, 'BOOKED'));
    expect(booked.map((a) => a.startAt)).toEqual([`${date} 10:00:00`]);
  });

  it('a declined card books nothing: the client waits again and the time goes to the next', async () => {
    await freedWith(4);
    const mine = await claimToken(PHONES[0] as string);
    const held = await claim(mine);
    expect(held.status).toBe(202);
    await payWith(held.body.checkoutId, { number: '4000 0000 0000 0002' });
    const declined = await verify(held.body.checkoutId);
    expect(declined.body.outcome).toBe('DECLINED');
    // The released time went to the fourth in line; the second and third still hold their links.
    const next = await claimToken(PHONES[3] as string);
    expect((await read(mine)).body.state).toBe('EXPIRED');
    expect((await line()).map((e) => e.state)).toEqual([
      'WAITING',
      'OFFERED',
      'OFFERED',
      'OFFERED',
    ]);
    expect((await read(next)).body).toMatchObject({ state: 'OPEN', depositCents: 1000 });
  });
});
