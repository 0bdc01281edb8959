import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { supportTickets } from './db/schema/index.ts';
import { seedAdmin, seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

interface Ticket {
  id: number;
  subject: string;
  category: string;
  message: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

// A 201 answers a Ticket, a 400 an ErrorBody: the tests read whichever the status says.
const open = (body: Record<string, unknown>, token = s.token) =>
  h.api<Ticket & { errors?: Record<string, string> }>('POST', '/support/tickets', { token, body });
const valid = {
  subject: 'Non riesco a spostare un appuntamento',
  category: 'APPOINTMENTS',
  message: "Quando trascino l'appuntamento compare un errore.",
};

describe('support tickets (/support/tickets)', () => {
  it('opens an OPEN ticket, lists the salon’s tickets newest first and reads one', async () => {
    const first = await open(valid);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ...valid, status: 'OPEN' });
    expect(first.body.updatedAt).toBe(first.body.createdAt);
    const second = await open({
      subject: 'Fattura',
      category: 'BILLING',
      message: 'Mi serve la fattura di marzo.',
    });
    // Same instant for both: the newer id comes first.
    await h.db
      .update(supportTickets)
      .set({ createdAt: new Date(first.body.createdAt) })
      .where(eq(supportTickets.id, second.body.id));
    const older = await h.db
      .insert(supportTickets)
      .values({
        salonId: s.salonId,
        subject: 'Vecchio',
        category: 'OTHER',
        message: 'Un ticket di gennaio, risolto.',
        status: 'RESOLVED',
        createdAt: new Date('2026-01-10T09:00:00Z'),
      })
      .returning();
    const list = await h.api<Ticket[]>('GET', '/support/tickets', { token: s.token });
    expect(list.body.map((t) => t.id)).toEqual([second.body.id, first.body.id, older[0]?.id]);
    expect(list.body[2]?.status).toBe('RESOLVED');
    const one = await h.api<Ticket>('GET', `/support/tickets/${first.body.id}`, { token: s.token });
    expect(one.body).toEqual(first.body);
  });

  it('answers 400 Dati non validi with a message per field, and keeps nothing', async () => {
    const bad = await open({
      subject: '  Ciao',
      category: 'RECLAMO',
      message: 'Breve',
      extra: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'Dati non validi',
      code: 'VALIDATION_FAILED',
      errors: {
        subject: 'Formato non valido',
        category:
          'Valore non ammesso: usa ACCOUNT, APPOINTMENTS, CASH_DESK, WAREHOUSE, BILLING, OTHER',
        message: 'Almeno 10 caratteri',
        extra: 'Campo non previsto',
      },
    });
    const limits = await open({ subject: 'Ok', category: 'OTHER', message: 'x'.repeat(5001) });
    expect(limits.body.errors).toEqual({
      subject: 'Almeno 3 caratteri',
      message: 'Al massimo 5000 caratteri',
    });
    const missing = await open({});
    expect(missing.body.errors).toEqual({
      subject: 'Campo obbligatorio',
      category: 'Campo obbligatorio',
      message: 'Campo obbligatorio',
    });
    expect((await h.api<Ticket[]>('GET', '/support/tickets', { token: s.token })).body).toEqual([]);
  });

  it('answers 404 for an unknown id or another salon’s ticket, 400 for an id that is not a number', async () => {
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    const theirs = await open(valid, other.token);
    const foreign = await h.api('GET', `/support/tickets/${theirs.body.id}`, { token: s.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({
      message: 'Ticket di assistenza non trovato',
      code: 'SUPPORT_TICKET_NOT_FOUND',
    });
    expect((await h.api('GET', '/support/tickets/999999', { token: s.token })).status).toBe(404);
    expect((await h.api('GET', '/support/tickets/abc', { token: s.token })).status).toBe(400);
    expect((await h.api<Ticket[]>('GET', '/support/tickets', { token: s.token })).body).toEqual([]);
  });

  it('asks for a token, and refuses an account without a salon', async () => {
    expect((await h.api('GET', '/support/tickets')).status).toBe(401);
    const admin = await seedAdmin(h.db, h.api);
    const refused = await open(valid, admin.token);
    expect(refused.status).toBe(403);
  });
});
