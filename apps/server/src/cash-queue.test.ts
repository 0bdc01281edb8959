// GET /cash/queue (issue #16, /cassa): the visits in progress waiting to be paid, a group as
// one visit, only the caller's salon, gone once paid.
import { beforeEach, describe, expect, it } from 'vitest';
import { bookGroup, cashSuite, issue, seedCashSalon } from './test-support/cash-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';

const suite = cashSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

interface Queue {
  visits: {
    appointmentIds: number[];
    appointmentGroupId: string | null;
    clientName: string;
    startTime: string;
    totalCents: number;
    services: { serviceName: string; hairdresserName: string; priceCents: number }[];
  }[];
}

const queue = (salon: SalonFixture = s) =>
  h.api<Queue>('GET', '/cash/queue', { token: salon.token });

const startGroup = (salon: SalonFixture, groupId: string) =>
  h.api('PUT', `/appointments/group/${groupId}/status`, {
    token: salon.token,
    body: { status: 'IN_PROGRESS' },
  });

async function bookOne(salon: SalonFixture, dateTime: string) {
  const created = await h.api<{ id: number }>('POST', '/appointments', {
    token: salon.token,
    body: {
      clientId: salon.clientIds[1],
      hairdresserId: salon.hairdresserIds[0],
      serviceIds: [salon.serviceIds[1]],
      dateTime,
    },
  });
  if (created.status !== 201) throw new Error(`appointment: ${JSON.stringify(created.body)}`);
  return created.body.id;
}

describe('GET /cash/queue', () => {
  it('is empty while nothing is in progress (booked visits wait for "Metti in Lavorazione")', async () => {
    await bookGroup(h, s);
    await bookOne(s, '2030-03-12T15:00');
    const response = await queue();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ visits: [] });
  });

  it('lists a group in progress as one visit with all its services, and a lone appointment, oldest first', async () => {
    const lone = await bookOne(s, '2030-03-12T09:00');
    await h.api('PATCH', `/appointments/${lone}/status`, {
      token: s.token,
      body: { status: 'IN_PROGRESS' },
    });
    const group = await bookGroup(h, s);
    expect((await startGroup(s, group.appointmentGroupId)).status).toBe(200);

    const response = await queue();
    expect(response.status).toBe(200);
    expect(response.body.visits).toHaveLength(2);
    const [first, second] = response.body.visits;
    expect(first).toMatchObject({
      appointmentIds: [lone],
      appointmentGroupId: null,
      startTime: '2030-03-12T09:00:00',
    });
    expect(second).toMatchObject({
      appointmentIds: group.appointments.map((a) => a.id),
      appointmentGroupId: group.appointmentGroupId,
      clientName: 'Giulia Rossi',
      startTime: '2030-03-12T10:00:00',
      totalCents: 7000,
      services: [
        { serviceName: 'Colore', hairdresserName: 'Sara Conti', priceCents: 4500 },
        { serviceName: 'Piega', priceCents: 2500 },
      ],
    });
  });

  it("leaves a paid visit out, and never shows another salon's visits", async () => {
    const group = await bookGroup(h, s);
    await startGroup(s, group.appointmentGroupId);
    const other = await seedCashSalon(h, 'Salone Altro');
    expect((await queue(other)).body).toEqual({ visits: [] });

    const draft = await h.api<{ lines: unknown[]; appointmentIds: number[] }>(
      'POST',
      '/cash/drafts',
      { token: s.token, body: { appointmentGroupId: group.appointmentGroupId } },
    );
    const paid = await issue(h, s, {
      lines: draft.body.lines,
      payments: [{ method: 'CARTA', amountCents: 7000 }],
      appointmentIds: draft.body.appointmentIds,
    });
    expect(paid.status).toBe(201);
    expect((await queue()).body).toEqual({ visits: [] });
  });

  it('answers 403 when the salon has no digital cash desk', async () => {
    const plain = await seedSalon(h.db, h.api, 'Salone Senza Cassa');
    const refused = await queue(plain);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'La cassa digitale non è attiva per questo salone',
      code: 'DIGITAL_CASH_DISABLED',
    });
  });
});
