import { describe, expect, it } from 'vitest';
import { emptyTicketValues, ticketRequestOf, validateTicketForm } from './ticket-form.ts';

const valid = {
  subject: 'Non vedo il calendario',
  category: 'APPOINTMENTS' as const,
  message: 'Da stamattina la dashboard resta vuota.',
};

describe('validateTicketForm (the limits of SupportTicketCreateRequest)', () => {
  it('asks for every field of an empty form', () => {
    expect(validateTicketForm(emptyTicketValues)).toEqual({
      subject: "Inserisci l'oggetto della richiesta",
      category: 'Scegli una categoria',
      message: 'Descrivi il problema o la domanda',
    });
  });

  it('counts characters once trimmed, at the edges of the limits', () => {
    expect(validateTicketForm({ ...valid, subject: '  ab  ' }).subject).toBe(
      "L'oggetto deve avere almeno 3 caratteri",
    );
    expect(validateTicketForm({ ...valid, subject: ' abc ' })).toEqual({});
    expect(validateTicketForm({ ...valid, subject: 'a'.repeat(150) })).toEqual({});
    expect(validateTicketForm({ ...valid, subject: 'a'.repeat(151) }).subject).toBe(
      "L'oggetto può avere al massimo 150 caratteri (ora 151)",
    );
    expect(validateTicketForm({ ...valid, message: '123456789' }).message).toBe(
      'Il messaggio deve avere almeno 10 caratteri',
    );
    expect(validateTicketForm({ ...valid, message: 'x'.repeat(5000) })).toEqual({});
    expect(validateTicketForm({ ...valid, message: 'x'.repeat(5001) }).message).toBe(
      'Il messaggio può avere al massimo 5000 caratteri (ora 5001)',
    );
  });

  it('sends what was typed, trimmed', () => {
    expect(
      ticketRequestOf({ ...valid, subject: '  Orari  ', message: '\n Il testo completo \n' }),
    ).toEqual({ subject: 'Orari', category: 'APPOINTMENTS', message: 'Il testo completo' });
  });
});
