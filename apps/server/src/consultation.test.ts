// Issue #20, /consulenza: the public consultation request is stored and e-mailed to the team,
// refused field by field in Italian, limited per address, and a filled honeypot is answered
// like a success while nothing is stored or sent.
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultAppConfig } from './config.ts';
import { consultationRequests, outbox } from './db/schema/index.ts';
import type { Harness } from './test-support/harness.ts';
import { waitForEmails } from './test-support/outbox.ts';
import { salonSuite } from './test-support/suite.ts';

const INBOX = 'team@example.it';
const suite = salonSuite({
  config: {
    consultationInbox: INBOX,
    rateLimits: {
      ...defaultAppConfig.rateLimits,
      consultationPerAddress: { limit: 3, seconds: 3600 },
    },
  },
});
let h: Harness;
beforeEach(() => {
  h = suite.h;
});

const valid = {
  name: 'Giulia Rossi',
  businessName: 'Salone Giulia',
  businessType: 'PARRUCCHIERE',
  phone: '+393471234567',
  email: 'giulia.rossi@example.it',
  message: 'Abbiamo 4 postazioni e usiamo ancora l’agenda di carta.',
  consent: true,
  website: '',
};

const send = (body: unknown) =>
  h.api<{ id: number; receivedAt: string; message?: string; errors?: Record<string, string> }>(
    'POST',
    '/public/consultation-requests',
    { body },
  );

describe('POST /public/consultation-requests', () => {
  it('stores the request without an account and e-mails every field to the team', async () => {
    // The phone as a person types it: the rule stores it in international form.
    const response = await send({ ...valid, phone: '347 123 4567' });
    expect(response.status).toBe(201);
    expect(response.body.id).toBeGreaterThan(0);
    expect(Date.parse(response.body.receivedAt)).not.toBeNaN();

    const [row] = await h.db.select().from(consultationRequests);
    expect(row).toMatchObject({
      id: response.body.id,
      name: 'Giulia Rossi',
      businessName: 'Salone Giulia',
      businessType: 'PARRUCCHIERE',
      phone: '+393471234567',
      email: 'giulia.rossi@example.it',
    });
    expect(row?.consentAt).toBeInstanceOf(Date);
    expect(row?.message).toBe(valid.message);

    const [email] = await waitForEmails(h.db, INBOX);
    expect(email?.subject).toBe('Richiesta di consulenza: Salone Giulia');
    for (const text of [
      'Giulia Rossi',
      'Salone Giulia (Parrucchiere)',
      '+393471234567',
      'giulia.rossi@example.it',
      'agenda di carta',
    ])
      expect(email?.body).toContain(text);
  });

  it('answers a filled honeypot like a success, and stores and sends nothing', async () => {
    const response = await send({ ...valid, website: 'https://offerte.example' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), receivedAt: expect.any(String) });
    await h.worker.idle();
    expect(await h.db.select().from(consultationRequests)).toEqual([]);
    expect(await h.db.select().from(outbox)).toEqual([]);
  });

  it('refuses missing and invalid fields with the form’s Italian messages', async () => {
    const response = await send({
      ...valid,
      name: '   ',
      businessName: '',
      phone: '+390',
      email: 'giulia@',
      consent: false,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Dati non validi',
      errors: {
        name: 'Inserisci il tuo nome',
        businessName: "Inserisci il nome dell'attività",
        phone: 'Il numero deve essere di almeno 6 cifre',
        email: 'Indirizzo e-mail non valido',
        consent: 'Per inviare la richiesta devi acconsentire al trattamento dei dati',
      },
    });
    expect(await h.db.select().from(consultationRequests)).toEqual([]);
  });

  it('answers 429 with Retry-After and an Italian message past the limit per address', async () => {
    for (let i = 0; i < 3; i++) expect((await send(valid)).status).toBe(201);
    const refused = await send(valid);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.body.message).toMatch(
      /^Troppe richieste di consulenza da questo indirizzo\. Riprova tra \d+ minuti\.$/,
    );
    expect(await h.db.select().from(consultationRequests)).toHaveLength(3);
  });

  it('never answers 5xx to a garbage body', async () => {
    const garbage: unknown[] = [
      null,
      [],
      'ciao',
      42,
      {},
      { ...valid, consent: 'sì' },
      { ...valid, businessType: 'FIORAIO' },
      { ...valid, phone: 3471234567 },
      { ...valid, name: 'x'.repeat(10_000) },
      { ...valid, name: 'Giulia\u0000' },
      { ...valid, extra: true },
      { ...valid, website: { url: 'x' } },
    ];
    for (const body of garbage) {
      const response = await send(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});
