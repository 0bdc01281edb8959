// The admin console's salon page (/admin/salon/{id}): account, subscription, usage, the changes an
// ADMIN makes, the salon's sessions and the audit log of it all (issue #18).
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments, auditLog, subscriptions } from './db/schema/index.ts';
import { PASSWORD, seedAdmin, seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
let admin: string;
beforeEach(async () => {
  h = suite.h;
  s = suite.s;
  admin = (await seedAdmin(h.db, h.api)).token;
});

const salonPath = () => `/admin/salons/${s.salonId}`;
const audit = async () =>
  (await h.api('GET', `${salonPath()}/audit`, { token: admin })).body as {
    content: {
      action: string;
      summary: string;
      actorEmail: string;
      before: unknown;
      after: unknown;
    }[];
    totalElements: number;
  };
const login = () =>
  h.api<{ message: string; code?: string; token: string }>('POST', '/auth/login', {
    body: { email: s.email, password: PASSWORD },
  });

describe('GET /admin/salons/{id}', () => {
  it('shows the account, its subscription and its usage of the last 30 days', async () => {
    const trialEnd = new Date(Date.now() + 5 * 86_400_000);
    await h.db.insert(subscriptions).values({ salonId: s.salonId, trialEndsAt: trialEnd });
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await h.db.insert(appointments).values(
      [-40, -10, -2, 3].map((offset) => ({
        salonId: s.salonId,
        clientId: s.clientIds[0] as number,
        hairdresserId: s.hairdresserIds[0] as number,
        serviceId: s.serviceIds[0] as number,
        serviceName: 'Colore',
        durationMinutes: 60,
        startAt: `${day(offset)} 10:00:00`,
        endAt: `${day(offset)} 11:00:00`,
      })),
    );
    const salon = await h.api('GET', salonPath(), { token: admin });
    expect(salon.status).toBe(200);
    expect(salon.body).toMatchObject({
      id: s.salonId,
      name: 'Salone Uno',
      ownerEmail: s.email,
      ownerName: 'Salone Uno',
      ownerEmailVerified: true,
      active: true,
      subscription: {
        status: 'TRIALING',
        planCode: null,
        interval: null,
        trialEndsAt: trialEnd.toISOString(),
      },
      usage: { operators: 2, clients: 2, appointmentsLast30Days: 2 },
    });
  });

  it('reads a salon without a subscription row as NONE, and 404 for an unknown salon', async () => {
    const salon = await h.api('GET', salonPath(), { token: admin });
    expect(salon.body.subscription).toMatchObject({ status: 'NONE', planCode: null });
    const missing = await h.api('GET', '/admin/salons/999999', { token: admin });
    expect([missing.status, missing.body.message]).toEqual([404, 'Salone non trovato']);
  });
});

describe('PATCH /admin/salons/{id}', () => {
  it('changes digital cash and business type and logs only the changed fields', async () => {
    const changed = await h.api('PATCH', salonPath(), {
      token: admin,
      body: { digitalCashEnabled: true, businessType: 'ESTETISTA', active: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ digitalCashEnabled: true, businessType: 'ESTETISTA' });
    const me = await h.api('GET', '/users/me', { token: s.token });
    expect(me.body).toMatchObject({ businessType: 'ESTETISTA', hasDigitalCashAccess: true });
    const log = await audit();
    expect(log.content).toEqual([
      expect.objectContaining({
        action: 'salon.update',
        actorEmail: 'admin@agendina.it',
        summary: 'Cassa digitale attivata; Tipo di attività: da parrucchiere a estetista',
        before: { digitalCashEnabled: false, businessType: 'PARRUCCHIERE' },
        after: { digitalCashEnabled: true, businessType: 'ESTETISTA' },
      }),
    ]);
  });

  it('writes nothing to the log when nothing changes', async () => {
    const same = await h.api('PATCH', salonPath(), { token: admin, body: { active: true } });
    expect(same.status).toBe(200);
    expect((await audit()).totalElements).toBe(0);
  });

  it('answers 400 to an empty or unknown change and 404 to an unknown salon', async () => {
    expect((await h.api('PATCH', salonPath(), { token: admin, body: {} })).status).toBe(400);
    expect(
      (await h.api('PATCH', salonPath(), { token: admin, body: { name: 'Altro' } })).status,
    ).toBe(400);
    const missing = await h.api('PATCH', '/admin/salons/999999', {
      token: admin,
      body: { active: false },
    });
    expect(missing.status).toBe(404);
    expect(await h.db.select().from(auditLog)).toEqual([]);
  });

  it('deactivating ends every session, refuses login and refresh; reactivating lets it back in', async () => {
    const off = await h.api('PATCH', salonPath(), { token: admin, body: { active: false } });
    expect(off.body.active).toBe(false);
    const me = await h.api('GET', '/users/me', { token: s.token });
    expect([me.status, me.body.message]).toEqual([401, 'Token invalidated: account deactivated']);
    const refresh = await h.api('POST', '/auth/refresh-token', { text: s.refreshToken });
    expect(refresh.status).toBe(401);
    const refused = await login();
    expect([refused.status, refused.body]).toEqual([
      403,
      {
        message: 'Salone disattivato. Contatta l’assistenza per riattivarlo.',
        code: 'SALON_DEACTIVATED',
      },
    ]);
    expect((await h.api('GET', `${salonPath()}/sessions`, { token: admin })).body).toEqual([]);
    expect((await audit()).content[0]).toMatchObject({
      summary: 'Salone disattivato e tutte le sessioni chiuse',
      before: { active: true },
      after: { active: false },
    });

    await h.api('PATCH', salonPath(), { token: admin, body: { active: true } });
    const again = await login();
    expect(again.status).toBe(200);
  });
});

describe('the salon sessions', () => {
  it('lists the active sessions, revokes one (404 when gone) and all of them', async () => {
    const second = await login();
    const sessions = await h.api<{ id: string; userEmail: string }[]>(
      'GET',
      `${salonPath()}/sessions`,
      { token: admin },
    );
    expect(sessions.body).toHaveLength(2);
    expect(sessions.body.every((x) => x.userEmail === s.email)).toBe(true);

    const [first] = sessions.body;
    const path = `${salonPath()}/sessions/${first?.id}`;
    expect((await h.api('DELETE', path, { token: admin })).status).toBe(204);
    const gone = await h.api('DELETE', path, { token: admin });
    expect([gone.status, gone.body]).toEqual([
      404,
      { message: 'Sessione non trovata o già chiusa', code: 'SESSION_NOT_FOUND' },
    ]);
    const [left] = (await h.api('GET', `${salonPath()}/sessions`, { token: admin })).body;

    const all = await h.api('POST', `${salonPath()}/sessions/revoke-all`, { token: admin });
    expect(all.body).toEqual({ count: 1 });
    for (const token of [s.token, second.body.token]) {
      const me = await h.api('GET', '/users/me', { token });
      expect(me.status).toBe(401);
    }
    expect(left).toBeDefined();
    expect((await audit()).content.map((e) => [e.action, e.summary])).toEqual([
      ['session.revokeAll', 'Chiusa 1 sessione attiva'],
      ['session.revoke', `Sessione di ${s.email} chiusa`],
    ]);
  });

  it("does not end another salon's session through this salon's path", async () => {
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    const [theirs] = (
      await h.api<{ id: string }[]>('GET', `/admin/salons/${other.salonId}/sessions`, {
        token: admin,
      })
    ).body;
    const wrong = await h.api('DELETE', `${salonPath()}/sessions/${theirs?.id}`, { token: admin });
    expect(wrong.status).toBe(404);
    expect((await h.api('GET', '/users/me', { token: other.token })).status).toBe(200);
  });
});

describe('the audit log', () => {
  it('records signup token creation without the token, and pages the salon log newest first', async () => {
    const created = await h.api('POST', '/admin/signup-tokens', {
      token: admin,
      body: { note: 'Salone Tre', email: 'tre@example.it', expiresInDays: 3 },
    });
    expect(created.status).toBe(201);
    const [entry] = await h.db.select().from(auditLog);
    expect(entry).toMatchObject({
      salonId: null,
      action: 'signupToken.create',
      summary: 'Invito creato per tre@example.it',
    });
    expect(JSON.stringify(entry)).not.toContain(created.body.token as string);

    for (const on of [true, false, true])
      await h.api('PATCH', salonPath(), { token: admin, body: { digitalCashEnabled: on } });
    const page = await h.api('GET', `${salonPath()}/audit`, {
      token: admin,
      query: { page: 1, size: 2 },
    });
    expect(page.body).toMatchObject({ page: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect(page.body.content.map((e: { summary: string }) => e.summary)).toEqual([
      'Cassa digitale attivata',
    ]);
  });
});
