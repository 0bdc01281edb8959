// PUT /appointments/{id}/plan refusing (issue #19): a taken slot, a rule of the booking, a stale
// caller, a visit that is history or already paid, another salon's appointment, bad input. Each
// answers in Italian with its code, never a 5xx, and leaves the visit exactly as it was.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments, salons } from './db/schema/index.ts';
import { appointmentSuite, DAY } from './test-support/appointment-calls.ts';
import { issue, line } from './test-support/cash-calls.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';

const { suite, t, create, plan } = appointmentSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

type Refusal = { message: string; code: string; errors?: Record<string, string> };

/** The edit call; its answer a refusal unless the test says it may be the visit. */
const replan = <T = Refusal>(id: number, body: unknown, token = s.token) =>
  h.api<T>('PUT', `/appointments/${id}/plan`, { token, body });

/** Colore with the first operator then Taglio with the second, from `start`. */
const colourAndCut = (start = `${DAY}T10:00`, expectedStart = `${DAY}T10:00`) => ({
  startDateTime: start,
  expectedStart,
  serviceBlocks: [
    { serviceId: s.serviceIds[0], operatorId: s.hairdresserIds[0], executionOrder: 1 },
    { serviceId: s.serviceIds[1], operatorId: s.hairdresserIds[1], executionOrder: 2 },
  ],
});

/** Every appointment of the salon as stored: what a refused call must leave as it found it. */
const calendar = () =>
  h.db
    .select({
      id: appointments.id,
      hairdresserId: appointments.hairdresserId,
      serviceId: appointments.serviceId,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      status: appointments.status,
      groupId: appointments.groupId,
      serviceOrder: appointments.serviceOrder,
      priceCents: appointments.priceCents,
    })
    .from(appointments)
    .orderBy(appointments.id);

describe('refused plans leave the calendar as it was', () => {
  it("answers 409 SLOT_TAKEN when another client's appointment is in the way", async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    // Marco's Piega with the second operator at 11:15: the cut would run 11:00-11:45.
    const other = await h.api('POST', '/appointments', {
      ...t(),
      body: {
        clientId: s.clientIds[1],
        hairdresserId: s.hairdresserIds[1],
        serviceIds: [s.serviceIds[2]],
        dateTime: `${DAY}T11:15`,
      },
    });
    expect(other.status).toBe(201);
    const before = await calendar();
    const refused = await replan(a.id, colourAndCut());
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'SLOT_TAKEN',
      message: 'Operator already has an appointment at this time',
    });
    expect(await calendar()).toEqual(before);
  });

  it('answers 422 outside the opening hours and for an operator who lacks the service', async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    const before = await calendar();
    const closed = await replan(a.id, colourAndCut(`${DAY}T18:00`));
    expect(closed.status).toBe(422);
    expect(closed.body.message).toMatch(/orario|chius/i);
    await h.api('PATCH', `/hairdressers/${s.hairdresserIds[1]}/services`, {
      ...t(),
      body: { serviceIds: [s.serviceIds[0]] },
    });
    const cannot = await replan(a.id, colourAndCut());
    expect(cannot.status).toBe(422);
    expect(cannot.body).toMatchObject({
      code: 'OPERATOR_CANNOT_PERFORM',
      message: 'Luca Ferrari non può eseguire questo servizio',
    });
    expect(await calendar()).toEqual(before);
  });

  it('answers 409 APPOINTMENT_CHANGED when the stored start is not the one the caller saw', async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    await h.api('POST', `/appointments/${a.id}/move`, {
      ...t(),
      body: { dateTime: `${DAY}T11:00` },
    });
    const before = await calendar();
    const stale = await replan(a.id, colourAndCut(`${DAY}T10:00`, `${DAY}T10:00`));
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      code: 'APPOINTMENT_CHANGED',
      message: "L'appuntamento è stato modificato da qualcun altro: ricarica il calendario",
    });
    expect(await calendar()).toEqual(before);
  });

  it('two edits of one visit at once: one wins, the other answers 409 APPOINTMENT_CHANGED', async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    const answers = await Promise.all(
      [`${DAY}T11:00`, `${DAY}T12:00`].map((start) =>
        replan<Refusal | { dateTime: string }[]>(a.id, colourAndCut(start, `${DAY}T10:00`)),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409);
    expect(loser?.body).toMatchObject({ code: 'APPOINTMENT_CHANGED' });
    const winner = answers.find((r) => r.status === 200)?.body;
    if (!Array.isArray(winner)) throw new Error('the winning edit answers the visit');
    // The visit is exactly the winner's: two services, not three or four.
    const rows = await calendar();
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.startAt.replace(' ', 'T'))).toEqual(winner.map((x) => x.dateTime));
  });

  it('answers 409 APPOINTMENT_NOT_EDITABLE for a completed or a cancelled appointment', async () => {
    for (const status of ['COMPLETED', 'CANCELLED'] as const) {
      const a = (await create(status === 'COMPLETED' ? `${DAY}T10:00` : `${DAY}T14:00`)).body;
      await h.db.update(appointments).set({ status }).where(eq(appointments.id, a.id));
      const before = await calendar();
      const refused = await replan(a.id, colourAndCut(a.dateTime, a.dateTime));
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        code: 'APPOINTMENT_NOT_EDITABLE',
        message: 'Un appuntamento completato o cancellato non si può modificare',
      });
      expect(await calendar()).toEqual(before);
    }
  });

  it('answers 409 APPOINTMENT_NOT_EDITABLE for a visit already paid at the cash desk', async () => {
    await h.db.update(salons).set({ digitalCashEnabled: true }).where(eq(salons.id, s.salonId));
    const group = await h.api<{ appointments: { id: number; dateTime: string }[] }>(
      'POST',
      '/appointments/multi-operator',
      { ...t(), body: plan(`${DAY}T09:00`) },
    );
    const [colourRow, piegaRow] = group.body.appointments;
    // The desk settled the Colore alone; the Piega is still booked, but the visit is paid.
    const paid = await issue(h, s, {
      lines: [line({ description: 'Colore', unitPriceCents: 4500 })],
      payments: [{ method: 'CONTANTI', amountCents: 4500 }],
      appointmentIds: [colourRow?.id],
      clientId: s.clientIds[0],
    });
    expect(paid.status).toBe(201);
    const before = await calendar();
    for (const id of [colourRow?.id, piegaRow?.id]) {
      const row = before.find((r) => r.id === id);
      const refused = await replan(id as number, {
        ...colourAndCut(`${DAY}T09:00`, row?.startAt.replace(' ', 'T')),
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        code: 'APPOINTMENT_NOT_EDITABLE',
        message: 'Un appuntamento già incassato non si può modificare',
      });
    }
    expect(await calendar()).toEqual(before);
    // Voided, the receipt sends the Colore back to the desk: the visit may change again.
    const receiptId = (paid.body as { id: number }).id;
    const voided = await h.api('POST', `/cash/receipts/${receiptId}/void`, t());
    expect(voided.status).toBe(200);
    const edited = await replan(
      piegaRow?.id as number,
      colourAndCut(`${DAY}T09:00`, piegaRow?.dateTime),
    );
    expect(edited.status).toBe(200);
  });

  it("answers 404 for another salon's appointment and changes nothing", async () => {
    const other = await seedSalon(h.db, h.api, 'Salone Altro');
    const a = (await create(`${DAY}T10:00`)).body;
    const before = await calendar();
    const refused = await replan(a.id, colourAndCut(), other.token);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: 'Appuntamento non trovato' });
    expect(await calendar()).toEqual(before);
  });

  it("answers 404 for a service or operator that is not the salon's", async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    const other = await seedSalon(h.db, h.api, 'Salone Altro');
    const before = await calendar();
    const foreignService = colourAndCut();
    (foreignService.serviceBlocks[0] as { serviceId: number }).serviceId = other
      .serviceIds[0] as number;
    const foreignOperator = colourAndCut();
    (foreignOperator.serviceBlocks[1] as { operatorId: number }).operatorId = other
      .hairdresserIds[0] as number;
    for (const body of [foreignService, foreignOperator]) {
      const refused = await replan(a.id, body);
      expect(refused.status).toBe(404);
    }
    expect(await calendar()).toEqual(before);
  });
});

describe('bad input', () => {
  it('answers 400 with an Italian message per field, never a 5xx, and changes nothing', async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    const { expectedStart: _dropped, ...noExpected } = colourAndCut();
    const cases: [unknown, Record<string, string>][] = [
      [noExpected, { expectedStart: 'Campo obbligatorio' }],
      [{ ...colourAndCut(), serviceBlocks: [] }, { serviceBlocks: 'Indica almeno un elemento' }],
      [
        { ...colourAndCut(), startDateTime: 'domani' },
        { startDateTime: 'Data e ora non valide: usa il formato aaaa-mm-ggThh:mm' },
      ],
      [
        { ...colourAndCut(), expectedStart: '2030-13-45T10:00' },
        {
          expectedStart:
            'Questa data o ora non esiste: controlla giorno, mese, ore (0-23) e minuti (0-59)',
        },
      ],
      [
        {
          ...colourAndCut(),
          serviceBlocks: [{ serviceId: 'uno', operatorId: -1, executionOrder: 1 }],
        },
        {
          'serviceBlocks[0].serviceId': 'Deve essere un numero intero',
          'serviceBlocks[0].operatorId': 'Deve essere almeno 1',
        },
      ],
      // The client is the visit's: the body cannot name another.
      [{ ...colourAndCut(), clientId: s.clientIds[1] }, { clientId: 'Campo non previsto' }],
      [{ ...colourAndCut(), notes: 'x'.repeat(2001) }, { notes: 'Al massimo 2000 caratteri' }],
      [[], { body: 'Deve essere un oggetto' }],
      [null, { body: 'Deve essere un oggetto' }],
    ];
    const before = await calendar();
    for (const [body, errors] of cases) {
      const refused = await replan(a.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toEqual({
        message: 'Dati non validi',
        code: 'VALIDATION_FAILED',
        errors,
      });
    }
    const ids: [string, string][] = [
      ['abc', 'Deve essere un numero intero'],
      ['0', 'Deve essere almeno 1'],
      ['-3', 'Deve essere almeno 1'],
    ];
    for (const [id, message] of ids) {
      const refused = await h.api<Refusal>('PUT', `/appointments/${id}/plan`, {
        ...t(),
        body: colourAndCut(),
      });
      expect(refused.status, id).toBe(400);
      expect(refused.body.errors).toEqual({ id: message });
    }
    expect(await calendar()).toEqual(before);
  });
});
