import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, parseErrorBody, type ApiErrorBody } from './api-error.ts';
import {
  describeError,
  describeErrorText,
  describePasswordChangeError,
  describeWhatsAppSendError,
  passwordChangeMessages,
} from './catalogue.ts';
import { appointmentMessages, whatsAppMessages } from './messages.ts';

const http = (status: number, body?: ApiErrorBody) => new ApiError({ kind: 'http', status, body });
const network = () => new ApiError({ kind: 'network', cause: new TypeError('Failed to fetch') });
const title = (error: unknown) => describeError(error).title;

describe('describeError: server messages in English or Italian (SPEC.md §8)', () => {
  it.each([
    ['Service not found', 'Servizio non trovato'],
    ['Servizio non trovato', 'Servizio non trovato'],
    ['Invalid service IDs format', 'Formato servizi non valido'],
    ['Formato ID servizi non valido', 'Formato servizi non valido'],
    ['Operator already has an appointment at this time', 'Operatore non disponibile'],
    ["L'operatore ha già un appuntamento in questo orario", 'Operatore non disponibile'],
    ['No hairdresser available at the requested time', 'Nessun operatore disponibile'],
    ["Nessun operatore disponibile all'orario richiesto", 'Nessun operatore disponibile'],
  ])('%j → %s, whatever the status', (message, expected) => {
    for (const status of [400, 404, 409, 500])
      expect(title(http(status, { message }))).toBe(expected);
  });

  it("'Client ID non disponibile' thrown by the wizard → 'Errore cliente'", () => {
    expect(title(new Error(appointmentMessages.clientIdMissing))).toBe('Errore cliente');
  });

  it('the operator row asks to choose another time or operator', () => {
    expect(
      describeError(http(409, { message: 'Operator already has an appointment at this time' }))
        .message,
    ).toMatch(/altro orario o un altro operatore/);
  });
});

describe('describeError: network, codes and statuses', () => {
  it('network failures → Errore di connessione', () => {
    expect(title(network())).toBe('Errore di connessione');
    expect(title(new Error('Network Error'))).toBe('Errore di connessione');
  });

  it('CLIENT_SAVE_GENERIC and DUPLICATE_PHONE_NUMBER codes', () => {
    expect(title(http(400, { message: 'x', code: 'CLIENT_SAVE_GENERIC' }))).toBe(
      'Errore salvataggio cliente',
    );
    expect(title(new Error('CLIENT_SAVE_GENERIC'))).toBe('Errore salvataggio cliente');
    expect(title(http(409, { message: 'x', code: 'DUPLICATE_PHONE_NUMBER' }))).toBe(
      'Numero di telefono duplicato',
    );
    expect(title({ code: 'DUPLICATE_PHONE_NUMBER' })).toBe('Numero di telefono duplicato');
  });

  it('400 with an errors list or map → Dati non validi with the details', () => {
    const list = describeError(
      http(400, {
        message: 'Validation failed',
        errors: ['Nome obbligatorio', 'E-mail non valida'],
      }),
    );
    // Each detail once: in details, not a second time in the message (issue #15, 20).
    expect(list).toEqual({
      title: 'Dati non validi',
      message: 'Controlla i dati inseriti:',
      details: ['Nome obbligatorio', 'E-mail non valida'],
    });
    const map = describeError(http(400, { message: 'x', errors: { name: 'obbligatorio' } }));
    expect(map.title).toBe('Dati non validi');
    expect(map.details).toEqual(['name: obbligatorio']);
  });

  it('other 400 → Richiesta non valida (server message, or a default)', () => {
    expect(describeError(http(400, { message: 'Data nel passato' }))).toEqual({
      title: 'Richiesta non valida',
      message: 'Data nel passato',
    });
    expect(describeError(http(400, { message: 'x', errors: [] })).title).toBe(
      'Richiesta non valida',
    );
    expect(describeError(http(400)).message).toMatch(/non è valida/);
  });

  it('409 with a phone message → duplicate phone; other 409 → Conflitto with the slot fallback', () => {
    expect(title(http(409, { message: 'Phone number already used' }))).toBe(
      'Numero di telefono duplicato',
    );
    expect(title(http(409, { message: 'Numero di telefono già presente' }))).toBe(
      'Numero di telefono duplicato',
    );
    expect(
      describeError(http(409, { message: 'Appuntamento modificato da un altro utente' })),
    ).toEqual({
      title: 'Conflitto',
      message: 'Appuntamento modificato da un altro utente',
    });
    expect(describeError(http(409)).message).toMatch(/non è più disponibile/);
  });

  it("500 → Errore del server; undocumented statuses 'Errore HTTP {status}'; unknown → Errore imprevisto", () => {
    expect(title(http(500, { message: 'NullPointerException' }))).toBe('Errore del server');
    expect(describeError(http(500, { message: 'NullPointerException' })).message).not.toMatch(
      /Null/,
    );
    expect(title(http(404))).toBe('Non trovato');
    expect(title(http(503))).toBe('Servizio non disponibile');
    expect(title({ status: 418, message: 'teapot' })).toBe('Errore HTTP 418');
    expect(title(new Error('boom'))).toBe('Errore imprevisto');
    expect(title(undefined)).toBe('Errore imprevisto');
    expect(title(42)).toBe('Errore imprevisto');
  });

  it("a body over 1 MB (413) shows the server's limit under 'Richiesta troppo grande'", () => {
    const tooLarge = http(413, {
      message: 'La richiesta supera il limite di 1 MB',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(describeError(tooLarge)).toEqual({
      title: 'Richiesta troppo grande',
      message: 'La richiesta supera il limite di 1 MB',
    });
  });

  it('always gives a non-empty Italian title and message, for any input (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (anything) => {
        const d = describeError(anything);
        expect(d.title.length).toBeGreaterThan(0);
        expect(d.message.length).toBeGreaterThan(0);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.option(fc.string()), (status, message) => {
        const d = describeError(http(status, message === null ? undefined : { message }));
        expect(d.title.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('describeError: every status the contract documents has a real title (issue #15)', () => {
  // The statuses of openapi/components/responses.yaml and openapi/paths/*.yaml.
  it.each([400, 401, 403, 404, 409, 413, 422, 429, 500, 502, 503])('%i', (status) => {
    expect(title(http(status))).not.toMatch(/Errore HTTP/);
    expect(title(http(status, { message: 'x', code: 'ANY' }))).not.toMatch(/Errore HTTP/);
  });

  it('a 422 of the booking rules: the rule as title, the server text as message', () => {
    const closed = http(422, {
      message: 'Il salone è chiuso il 22/12/2026',
      code: 'OUTSIDE_OPENING_HOURS',
      errors: ['Il salone è chiuso il 22/12/2026'],
    });
    expect(describeError(closed)).toEqual({
      title: 'Salone chiuso',
      message: 'Il salone è chiuso il 22/12/2026',
    });
    expect(title(http(422, { message: 'x', code: 'OUTSIDE_WORKING_HOURS' }))).toBe(
      "Fuori dall'orario di lavoro",
    );
    const several = describeError(
      http(422, { message: 'a', code: 'SCHEDULE_INVALID', errors: ['a', 'b'] }),
    );
    expect(several).toEqual({
      title: 'Appuntamento non prenotabile',
      message: 'a',
      details: ['b'],
    });
  });

  it("a 401's English token state is never shown", () => {
    expect(describeError(http(401, { message: 'Token expired' })).message).not.toMatch(/Token/);
  });

  it('describeErrorText: title, message and each detail once', () => {
    expect(describeErrorText(http(400, { message: 'x', errors: ['Nome obbligatorio'] }))).toBe(
      'Dati non validi: Controlla i dati inseriti:\n• Nome obbligatorio',
    );
  });
});

describe('describePasswordChangeError', () => {
  it('400 wrong current password, 422 requirements, otherwise generic', () => {
    expect(describePasswordChangeError(http(400, { message: 'x' }))).toBe(
      'Password attuale non corretta',
    );
    expect(describePasswordChangeError(http(422))).toBe(passwordChangeMessages.requirements);
    expect(passwordChangeMessages.requirements).toMatch(/almeno 6 caratteri/);
    expect(describePasswordChangeError(http(500))).toBe(passwordChangeMessages.generic);
    expect(describePasswordChangeError(network())).toBe(passwordChangeMessages.generic);
  });
});

describe('describeWhatsAppSendError', () => {
  it('server message, else the fixed texts', () => {
    expect(describeWhatsAppSendError(http(502, { message: 'Numero non raggiungibile' }))).toBe(
      'Numero non raggiungibile',
    );
    expect(describeWhatsAppSendError(http(500))).toBe(whatsAppMessages.sendFailed);
    expect(describeWhatsAppSendError(network())).toBe('Errore di connessione. Riprova.');
  });
});

describe('parseErrorBody', () => {
  it('reads JSON bodies, Spring-style bodies, plain text and nothing', () => {
    expect(parseErrorBody('{"message":"m","code":"C","errors":["a"]}')).toEqual({
      message: 'm',
      code: 'C',
      errors: ['a'],
    });
    expect(parseErrorBody('{"error":"Bad Request","errors":{"name":"required"}}')).toEqual({
      message: 'Bad Request',
      errors: { name: 'required' },
    });
    expect(parseErrorBody('Token has been blacklisted')).toEqual({
      message: 'Token has been blacklisted',
    });
    expect(parseErrorBody('"quoted"')).toEqual({ message: 'quoted' });
    expect(parseErrorBody('  ')).toBeUndefined();
  });
});
