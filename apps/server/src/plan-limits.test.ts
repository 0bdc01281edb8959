// Plans that mean what they say (issue #36), as a salon owner meets them through the API: the
// trial has everything; Base allows two active operators and a third is refused with the plan
// that allows it; nothing existing is touched; Pro turns the digital cash desk on.
import { describe, expect, it } from 'vitest';
import { salonSuite } from './test-support/suite.ts';
import { inTrial } from './test-support/fixtures.ts';
import { TEST_PAYMENTS, subscriptionCalls } from './test-support/subscription-calls.ts';

const suite = salonSuite({
  config: { payments: TEST_PAYMENTS, signupRequiresInvite: false, emailVerification: false },
});
const { startCheckout, payWith, current } = subscriptionCalls(() => suite.h);

const BASE_LIMIT = 'Il piano Base comprende fino a 2 operatori: passa a Pro per aggiungerne altri';

/** The salon pays for `plan` with the test card: the webhook applies it before this returns. */
async function subscribe(plan: 'BASE' | 'PRO') {
  const checkout = await startCheckout(suite.s.token, plan);
  const paid = await payWith(checkout.checkoutId, { number: '4242 4242 4242 4242' });
  expect(paid.status).toBe(303);
  expect((await current(suite.s.token)).body).toMatchObject({ status: 'ACTIVE', planCode: plan });
}

const addOperator = (name: string) =>
  suite.h.api<{ id: number; message?: string; code?: string }>('POST', '/hairdressers', {
    token: suite.s.token,
    body: { name },
  });

const setActive = (id: number, active: boolean) =>
  suite.h.api<{ message?: string; code?: string }>('PATCH', `/hairdressers/${id}`, {
    token: suite.s.token,
    body: { active },
  });

const operatorNames = async () =>
  (
    await suite.h.api<{ name: string; active: boolean }[]>('GET', '/hairdressers', {
      token: suite.s.token,
    })
  ).body.map((o) => `${o.name}${o.active ? '' : ' (non attivo)'}`);

describe('entitlements in the subscription', () => {
  it('a trial has everything; Base its limits', async () => {
    await inTrial(suite.h.db, suite.s.salonId);
    expect((await current(suite.s.token)).body).toMatchObject({
      status: 'TRIALING',
      entitlements: {
        maxOperators: null,
        cashDesk: true,
        warehouse: true,
        assistants: true,
        statistics: true,
      },
    });
    expect((await addOperator('Marta Riva')).status).toBe(201);
    await subscribe('BASE');
    expect((await current(suite.s.token)).body).toMatchObject({
      entitlements: { maxOperators: 2, cashDesk: false, statistics: false },
    });
  });
});

describe('operators on Base', () => {
  it('refuses a third active operator with the plan that allows it, and keeps what exists', async () => {
    await subscribe('BASE');
    const refused = await addOperator('Marta Riva');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: BASE_LIMIT, code: 'PLAN_LIMIT' });
    // A refused call writes nothing; the two operators are as they were.
    expect(await operatorNames()).toEqual(['Luca Ferrari', 'Sara Conti']);

    // A seat freed by deactivating one is a seat: a new operator may take it…
    const [sara, luca] = suite.s.hairdresserIds as [number, number];
    expect((await setActive(luca, false)).status).toBe(200);
    expect((await addOperator('Marta Riva')).status).toBe(201);
    // …and bringing the old one back would make three active: refused the same way.
    const back = await setActive(luca, true);
    expect(back.status).toBe(403);
    expect(back.body.message).toBe(BASE_LIMIT);
    expect((await setActive(sara, false)).status).toBe(200);
    expect((await setActive(luca, true)).status).toBe(200);
  });

  it('two at once for the last seat: one is added, the other refused', async () => {
    await subscribe('BASE');
    const [, luca] = suite.s.hairdresserIds as [number, number];
    expect((await setActive(luca, false)).status).toBe(200);
    const answers = await Promise.all([addOperator('Marta Riva'), addOperator('Paolo Neri')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403]);
    expect((await operatorNames()).filter((n) => !n.endsWith('(non attivo)'))).toHaveLength(2);
  });
});

describe('Pro', () => {
  it('turns the digital cash desk on, allows any number of operators, and moving down keeps them', async () => {
    const before = await suite.h.api<{ hasDigitalCashAccess: boolean }>('GET', '/users/me', {
      token: suite.s.token,
    });
    expect(before.body.hasDigitalCashAccess).toBe(false);
    await subscribe('PRO');
    const after = await suite.h.api<{ hasDigitalCashAccess: boolean }>('GET', '/users/me', {
      token: suite.s.token,
    });
    expect(after.body.hasDigitalCashAccess).toBe(true);
    for (const name of ['Marta Riva', 'Paolo Neri', 'Anna Galli'])
      expect((await addOperator(name)).status).toBe(201);

    // Back to Base: the five stay active, the cash desk stays on; only a sixth is refused.
    await subscribe('BASE');
    expect(await operatorNames()).toHaveLength(5);
    expect((await addOperator('Elena Fumagalli')).body.message).toBe(BASE_LIMIT);
    const me = await suite.h.api<{ hasDigitalCashAccess: boolean }>('GET', '/users/me', {
      token: suite.s.token,
    });
    expect(me.body.hasDigitalCashAccess).toBe(true);
  });
});
