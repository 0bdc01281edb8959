import { describe, expect, it } from 'vitest';
import { CONSULTATION_FIELDS_MESSAGE, sendConsultationRequest } from './consultation.ts';

const body = {
  name: 'Giulia Rossi',
  businessName: 'Salone Giulia',
  businessType: 'PARRUCCHIERE' as const,
  phone: '+393471234567',
  email: 'giulia.rossi@example.it',
  consent: true,
  website: '',
};

const answering =
  (status: number, json: unknown, headers: Record<string, string> = {}) =>
  async (request: Request) => {
    answering.last = request;
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  };
answering.last = undefined as Request | undefined;

describe('sendConsultationRequest', () => {
  it('posts the body to /public/consultation-requests and returns the receipt', async () => {
    const result = await sendConsultationRequest(body, {
      baseUrl: 'http://api.test',
      fetch: answering(201, { id: 41, receivedAt: '2026-03-12T09:30:00+01:00' }),
    });
    expect(result).toEqual({
      ok: true,
      receipt: { id: 41, receivedAt: '2026-03-12T09:30:00+01:00' },
    });
    expect(answering.last?.url).toBe('http://api.test/public/consultation-requests');
    expect(answering.last?.method).toBe('POST');
    expect(answering.last?.headers.get('authorization')).toBeNull();
    expect(await answering.last?.json()).toEqual(body);
  });

  it('gives the 400 field messages for the fields and one sentence for the alert', async () => {
    const result = await sendConsultationRequest(body, {
      baseUrl: 'http://api.test',
      fetch: answering(400, {
        message: 'Dati non validi',
        code: 'VALIDATION_FAILED',
        errors: { phone: 'Formato numero non valido' },
      }),
    });
    expect(result).toEqual({
      ok: false,
      message: CONSULTATION_FIELDS_MESSAGE,
      fieldErrors: { phone: 'Formato numero non valido' },
    });
  });

  it('says how long to wait after a 429, in the server’s words', async () => {
    const result = await sendConsultationRequest(body, {
      baseUrl: 'http://api.test',
      fetch: answering(
        429,
        {
          message: 'Troppe richieste di consulenza da questo indirizzo. Riprova tra 42 minuti.',
          code: 'TOO_MANY_REQUESTS',
        },
        { 'Retry-After': '2520' },
      ),
    });
    expect(result).toEqual({
      ok: false,
      message:
        'Troppi tentativi: Troppe richieste di consulenza da questo indirizzo. Riprova tra 42 minuti.',
      fieldErrors: {},
    });
  });

  it('resolves with the connection message when the server cannot be reached', async () => {
    const result = await sendConsultationRequest(body, {
      baseUrl: 'http://api.test',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(result).toEqual({
      ok: false,
      message:
        'Errore di connessione: Impossibile contattare il server. Controlla la connessione a Internet e riprova.',
      fieldErrors: {},
    });
  });
});
