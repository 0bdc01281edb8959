// Appointments over HTTP: cancel with a reason, no-show and its undo, the paged search of
// /gestione-appuntamenti, and the client's no-show count (issue #19, decision 0038).
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clients, salons } from './db/schema/index.ts';
import { appointmentSuite, DAY } from './test-support/appointment-calls.ts';
import type { Appointment } from './test-support/appointment-calls.ts';
import { seedSalon, type SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';

type Outcome = Appointment & {
  cancellationReason: string | null;
  cancellationNote: string | null;
  cancelledAt: string | null;
};
type Page = {
  content: (Appointment & { clientName: string })[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
};

const { suite, t, create, plan } = appointmentSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

/** A Tuesday long gone: a visit there has started, so it can be a no-show. */
const PAST = '2024-03-12';

const cancel = (id: number, body: Record<string, unknown>) =>
  h.api<Outcome & { message: string; code: string }>('POST', `/appointments/${id}/cancel`, {
    ...t(),
    body,
  });

describe('cancel with a reason', () => {
  it('keeps the visit as Cancellato with reason, note and time, and frees the slot', async () => {
    const a = await create(`${DAY}T10:00`);
    const done = await cancel(a.body.id, { reason: 'CLIENT_REQUEST', note: '  Ha la febbre ' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'CLIENT_REQUEST',
      cancellationNote: 'Ha la febbre',
    });
    expect(done.body.cancelledAt).toEqual(expect.any(String));
    const again = await h.api<Outcome>('GET', `/appointments/${a.body.id}`, t());
    expect(again.body.status).toBe('CANCELLED');
    // The slot is free: the same operator is booked at the same time.
    expect((await create(`${DAY}T10:00`)).status).toBe(201);
  });

  it('applies to the whole group', async () => {
    const group = await h.api<{ appointments: Appointment[] }>(
      'POST',
      '/appointments/multi-operator',
      { ...t(), body: plan(`${DAY}T09:00`) },
    );
    expect(group.status).toBe(201);
    const done = await cancel(group.body.appointments[0]?.id as number, { reason: 'SALON' });
    expect(done.status).toBe(200);
    expect(done.body.groupAppointments?.map((m) => m.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect((done.body.groupAppointments as Outcome[]).map((m) => m.cancellationReason)).toEqual([
      'SALON',
      'SALON',
    ]);
  });

  it('refuses a visit that is not booked, in Italian (409)', async () => {
    const a = await create(`${DAY}T11:00`);
    await cancel(a.body.id, { reason: 'OTHER' });
    const twice = await cancel(a.body.id, { reason: 'OTHER' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'CANCEL_NOT_ALLOWED',
      message: "L'appuntamento è già cancellato",
    });
    await h.db.update(salons).set({ digitalCashEnabled: true });
    const b = await create(`${DAY}T12:00`);
    await h.api('PATCH', `/appointments/${b.body.id}/status`, {
      ...t(),
      body: { status: 'IN_PROGRESS' },
    });
    const busy = await cancel(b.body.id, { reason: 'OTHER' });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(
      "L'appuntamento è in lavorazione: rimettilo in attesa prima di cancellarlo",
    );
  });

  it('rejects an unknown reason or a note too long (400), and another salon’s id is 404', async () => {
    const a = await create(`${DAY}T13:00`);
    expect((await cancel(a.body.id, { reason: 'BORED' })).status).toBe(400);
    expect((await cancel(a.body.id, { reason: 'OTHER', note: 'x'.repeat(501) })).status).toBe(400);
    const other = await seedSalon(h.db, h.api, 'Salone Altro Cancel');
    const foreign = await h.api('POST', `/appointments/${a.body.id}/cancel`, {
      token: other.token,
      body: { reason: 'OTHER' },
    });
    expect(foreign.status).toBe(404);
    const foreignNoShow = await h.api('POST', `/appointments/${a.body.id}/no-show`, {
      token: other.token,
    });
    expect(foreignNoShow.status).toBe(404);
  });
});

describe('no-show', () => {
  it('refuses a visit that has not started (422), marks a past one, undoes it', async () => {
    const future = await create(`${DAY}T14:00`);
    const early = await h.api<{ code: string; message: string }>(
      'POST',
      `/appointments/${future.body.id}/no-show`,
      t(),
    );
    expect(early.status).toBe(422);
    expect(early.body).toEqual({
      code: 'NO_SHOW_TOO_EARLY',
      message:
        "L'appuntamento non è ancora iniziato: potrai segnarlo come non presentato dall'orario di inizio",
    });
    const past = await create(`${PAST}T10:00`);
    expect(past.status).toBe(201);
    const marked = await h.api<Outcome>('POST', `/appointments/${past.body.id}/no-show`, t());
    expect(marked.status).toBe(200);
    expect(marked.body.status).toBe('NO_SHOW');
    // A plain status write neither leaves nor sets NO_SHOW, and a no-show is not cancelled.
    expect(
      (
        await h.api('PATCH', `/appointments/${past.body.id}/status`, {
          ...t(),
          body: { status: 'COMPLETED' },
        })
      ).status,
    ).toBe(409);
    expect((await cancel(past.body.id, { reason: 'OTHER' })).status).toBe(409);
    const undone = await h.api<Outcome>('DELETE', `/appointments/${past.body.id}/no-show`, t());
    expect(undone.body.status).toBe('BOOKED');
    const notNoShow = await h.api<{ message: string }>(
      'DELETE',
      `/appointments/${past.body.id}/no-show`,
      t(),
    );
    expect(notNoShow.status).toBe(409);
    expect(notNoShow.body.message).toBe("L'appuntamento non è segnato come non presentato");
  });

  it('is counted once per visit on the client (getClient noShowCount)', async () => {
    const clientId = s.clientIds[0] as number;
    const count = async () =>
      (await h.api<{ noShowCount: number }>('GET', `/clients/${clientId}`, t())).body.noShowCount;
    expect(await count()).toBe(0);
    const group = await h.api<{ appointments: Appointment[] }>(
      'POST',
      '/appointments/multi-operator',
      { ...t(), body: plan(`${PAST}T15:00`) },
    );
    expect(group.status).toBe(201);
    const single = await create(`${PAST}T11:00`);
    const groupMarked = await h.api<Outcome>(
      'POST',
      `/appointments/${group.body.appointments[0]?.id}/no-show`,
      t(),
    );
    expect(groupMarked.body.groupAppointments?.map((m) => m.status)).toEqual([
      'NO_SHOW',
      'NO_SHOW',
    ]);
    await h.api('POST', `/appointments/${single.body.id}/no-show`, t());
    expect(await count()).toBe(2);
  });
});

describe('GET /appointments/search', () => {
  const search = (query: Record<string, string | number>) =>
    h.api<Page>('GET', '/appointments/search', { ...t(), query: { from: DAY, to: DAY, ...query } });

  it('pages the day by start time with the total', async () => {
    for (const time of ['09:00', '10:00', '11:00', '12:00', '13:00'])
      expect((await create(`${DAY}T${time}`)).status).toBe(201);
    const first = await search({ size: 2 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 0, size: 2, totalElements: 5, totalPages: 3 });
    expect(first.body.content.map((a) => a.dateTime.slice(11, 16))).toEqual(['09:00', '10:00']);
    const last = await search({ size: 2, page: 2 });
    expect(last.body.content.map((a) => a.dateTime.slice(11, 16))).toEqual(['13:00']);
    expect((await search({})).body.size).toBe(25);
  });

  it('finds by client name (any case) or phone digits, and filters by status', async () => {
    const giulia = s.clientIds[0] as number;
    await h.db
      .update(clients)
      .set({ name: 'Giulia Rossi', phoneNumber: '+393471234567' })
      .where(eq(clients.id, giulia));
    const [marco] = await h.db
      .insert(clients)
      .values({ salonId: s.salonId, name: 'Marco Bianchi', phoneNumber: '+393339876543' })
      .returning({ id: clients.id });
    const book = (clientId: number, time: string) =>
      h.api<Appointment>('POST', '/appointments', {
        ...t(),
        body: {
          clientId,
          hairdresserId: s.hairdresserIds[0],
          serviceIds: [s.serviceIds[1]],
          dateTime: `${DAY}T${time}`,
        },
      });
    const g = await book(giulia, '09:00');
    await book(marco?.id as number, '10:00');
    const names = async (query: Record<string, string>) =>
      (await search(query)).body.content.map((a) => a.clientName);
    expect(await names({ q: 'rOSSi' })).toEqual(['Giulia Rossi']);
    expect(await names({ q: '333 987' })).toEqual(['Marco Bianchi']);
    expect(await names({ q: '100%' })).toEqual([]);
    await cancel(g.body.id, { reason: 'CLIENT_REQUEST' });
    expect(await names({ status: 'CANCELLED' })).toEqual(['Giulia Rossi']);
    const total = (await search({ q: 'Rossi', status: 'BOOKED' })).body.totalElements;
    expect(total).toBe(0);
  });

  it('refuses a range over 366 days or reversed (400)', async () => {
    expect((await search({ from: '2030-01-01', to: '2031-01-02' })).status).toBe(400);
    expect((await search({ from: '2030-01-02', to: '2030-01-01' })).status).toBe(400);
  });
});
