// The wizard's edit mode around PUT /appointments/{id}/plan (issue #19): availability with
// excludeVisitOf counts the edited visit as free (and only with it), and a visit's reminder
// survives its edit: its link follows a single appointment that became a group, and a reminder
// of a removed service stays with the visit.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { TokenKeys } from './auth/tokens.ts';
import { defaultAppConfig } from './config.ts';
import { appointments, reminders, salons } from './db/schema/index.ts';
import { sweepReminders } from './services/reminders/sweep.ts';
import { owned } from './db/tenant.ts';
import { signReminderToken } from './services/reminders/token.ts';
import { appointmentSuite, DAY } from './test-support/appointment-calls.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { testConfig } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';

const { suite, t, create, plan } = appointmentSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

type Slot = { startTime: string; hairdresserId: number };
const cut = () => s.serviceIds[1] as number; // 45 min
const op = (i: number) => s.hairdresserIds[i] as number;

/** The availability reads of the wizard and the «Sposta» dialog, at 10:00 for a 45-minute cut with the first operator. */
const reads = (excludeVisitOf?: number | string) => {
  const q = excludeVisitOf === undefined ? {} : { excludeVisitOf };
  return {
    service: () =>
      h.api<{ operators: { hairdresserId: number; slots: Slot[] }[] }>(
        'GET',
        `/appointments/availability/service/${cut()}`,
        { ...t(), query: { date: DAY, ...q } },
      ),
    operators: () =>
      h.api<{ hairdresserId: number; available: boolean; reason: string | null }[]>(
        'GET',
        `/appointments/availability/service/${cut()}/operators`,
        { ...t(), query: { dateTime: `${DAY}T10:00`, ...q } },
      ),
    next: () =>
      h.api<Slot>('GET', '/appointments/availability/next-slot', {
        ...t(),
        query: { durationMinutes: 45, hairdresserId: op(0), from: `${DAY}T10:00`, ...q },
      }),
    alternatives: () =>
      h.api<(Slot & { sameOperator: boolean })[]>(
        'GET',
        '/appointments/availability/alternatives',
        {
          ...t(),
          query: { dateTime: `${DAY}T10:00`, durationMinutes: 45, hairdresserId: op(0), ...q },
        },
      ),
    // The «Sposta» dialog's free times of one operator.
    slots: () =>
      h.api<{ slots: { startTime: string }[] }>('GET', '/appointments/available-slots', {
        ...t(),
        query: { date: DAY, hairdresserId: op(0), serviceId: cut(), ...q },
      }),
    multi: () =>
      h.api<{ alternatives: { startDateTime: string }[] }>(
        'POST',
        '/appointments/multi-operator/alternatives',
        {
          ...t(),
          query: { maxAlternatives: 2, ...q },
          body: plan(`${DAY}T10:00`, [{ serviceId: cut(), operatorId: op(0), executionOrder: 1 }]),
        },
      ),
  };
};

const slotsOf = (body: { operators: { hairdresserId: number; slots: Slot[] }[] }, id: number) =>
  (body.operators.find((o) => o.hairdresserId === id)?.slots ?? []).map((x) =>
    x.startTime.slice(11, 16),
  );

describe('availability with excludeVisitOf', () => {
  it("shows the visit's own time as free with it, and as busy without it", async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    for (const [exclude, free] of [
      [undefined, false],
      [a.id, true],
    ] as const) {
      const r = reads(exclude);
      const service = await r.service();
      expect(service.status).toBe(200);
      expect(slotsOf(service.body, op(0)).includes('10:00')).toBe(free);
      const operators = await r.operators();
      expect(operators.body.find((o) => o.hairdresserId === op(0))).toMatchObject({
        available: free,
        reason: free ? null : 'Occupato',
      });
      const next = await r.next();
      expect(next.body.startTime).toBe(free ? `${DAY}T10:00:00` : `${DAY}T10:45:00`);
      const alternatives = await r.alternatives();
      expect(alternatives.body[0]).toMatchObject(
        free
          ? { sameOperator: true, startTime: `${DAY}T09:45:00` }
          : { sameOperator: true, startTime: `${DAY}T09:15:00` },
      );
      const slots = await r.slots();
      expect(slots.body.slots.some((x) => x.startTime === `${DAY}T10:00:00`)).toBe(free);
      const multi = await r.multi();
      expect(multi.status).toBe(200);
      expect(multi.body.alternatives.map((x) => x.startDateTime.slice(11, 16))).toEqual(
        free ? ['09:45', '10:15'] : ['09:15', '10:45'],
      );
    }
  });

  it('frees every live member of a group, whichever member is named', async () => {
    const created = await h.api<{ appointments: { id: number }[] }>(
      'POST',
      '/appointments/multi-operator',
      { ...t(), body: plan(`${DAY}T09:30`) },
    );
    // Colore 09:30-10:30 with the first operator, Piega 10:30-11:00 with the second: both
    // meet a cut at 10:00-10:45, until the visit (named by its Piega) counts as free.
    const piega = created.body.appointments[1]?.id as number;
    const before = await reads().operators();
    expect(before.body.map((o) => o.available)).toEqual([false, false]);
    const after = await reads(piega).operators();
    expect(after.body.map((o) => o.available)).toEqual([true, true]);
  });

  it("answers 404 for an unknown id or another salon's appointment", async () => {
    const other = await seedSalon(h.db, h.api, 'Salone Altro');
    const theirs = await h.api<{ id: number }>('POST', '/appointments', {
      token: other.token,
      body: {
        clientId: other.clientIds[0],
        hairdresserId: other.hairdresserIds[0],
        serviceIds: [other.serviceIds[1]],
        dateTime: `${DAY}T10:00`,
      },
    });
    for (const id of [999_999, theirs.body.id]) {
      const r = reads(id);
      for (const call of [r.service, r.operators, r.next, r.alternatives, r.slots, r.multi]) {
        const refused = await call();
        expect(refused.status).toBe(404);
        expect(refused.body).toMatchObject({ message: 'Appuntamento non trovato' });
      }
    }
    const bad = await reads('uno').next();
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { excludeVisitOf: 'Deve essere un numero intero' } });
  });
});

describe("a visit's reminder through an edit", () => {
  const keys = () => new TokenKeys(h.db, { ...defaultAppConfig, ...testConfig });
  /** The 10:00 appointment edited into a colour with the first operator, then a cut with the second. */
  const intoColourAndCut = (id: number) =>
    h.api('PUT', `/appointments/${id}/plan`, {
      ...t(),
      body: {
        startDateTime: `${DAY}T10:00`,
        expectedStart: `${DAY}T10:00`,
        serviceBlocks: [
          { serviceId: s.serviceIds[0], operatorId: op(0), executionOrder: 1 },
          { serviceId: cut(), operatorId: op(1), executionOrder: 2 },
        ],
      },
    });

  it('a link sent for one appointment speaks for the group it became', async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    await h.db
      .insert(reminders)
      .values(owned(s.salonId, { visit: `a:${a.id}`, appointmentId: a.id, status: 'SENT' }));
    const token = await signReminderToken(keys(), {
      visit: `a:${a.id}`,
      salonId: s.salonId,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const edited = await intoColourAndCut(a.id);
    expect(edited.status).toBe(200);
    const shown = await h.api('GET', `/public/reminders/${token}`);
    expect(shown.body).toMatchObject({ services: ['Colore', 'Taglio donna'], canAnswer: true });
    const cancelled = await h.api('POST', `/public/reminders/${token}`, {
      body: { answer: 'CANCEL' },
    });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED' });
    const rows = await h.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.clientId, s.clientIds[0] as number));
    expect(rows.map((r) => r.status)).toEqual(['CANCELLED', 'CANCELLED']);
  });

  it('the sweep does not remind again a visit whose one appointment became a group', async () => {
    await h.db
      .update(salons)
      .set({ remindersEnabled: true, reminderHoursBefore: 24 })
      .where(eq(salons.id, s.salonId));
    const a = (await create(`${DAY}T10:00`)).body;
    // Early on the visit's day: it starts within the salon's 24 hours.
    const morning = new Date(`${DAY}T05:00:00Z`);
    expect(await sweepReminders(h.db, morning)).toBe(1);
    const edited = await intoColourAndCut(a.id);
    expect(edited.status).toBe(200);
    expect(await sweepReminders(h.db, morning)).toBe(0);
    const made = await h.db.select().from(reminders).where(eq(reminders.salonId, s.salonId));
    expect(made.map((r) => r.visit)).toEqual([`a:${a.id}`]);
  });

  it("a reminder of a removed service stays with the visit's first appointment", async () => {
    const created = await h.api<{ appointmentGroupId: string; appointments: { id: number }[] }>(
      'POST',
      '/appointments/multi-operator',
      { ...t(), body: plan(`${DAY}T09:00`) },
    );
    const [first, second] = created.body.appointments.map((x) => x.id) as [number, number];
    const groupId = created.body.appointmentGroupId;
    // As if the Piega had been the visit's first appointment when the sweep reminded it.
    await h.db.insert(reminders).values(
      owned(s.salonId, {
        visit: `g:${groupId}`,
        appointmentId: second,
        groupId,
        status: 'SENT',
        answer: 'CONFIRM',
      }),
    );
    const edited = await h.api('PUT', `/appointments/${first}/plan`, {
      ...t(),
      body: {
        startDateTime: `${DAY}T09:00`,
        expectedStart: `${DAY}T09:00`,
        serviceBlocks: [{ serviceId: s.serviceIds[0], operatorId: op(0), executionOrder: 1 }],
      },
    });
    expect(edited.status).toBe(200);
    const kept = await h.db.select().from(reminders).where(eq(reminders.groupId, groupId));
    expect(kept.map((r) => [r.visit, r.appointmentId, r.answer])).toEqual([
      [`g:${groupId}`, first, 'CONFIRM'],
    ]);
  });
});
