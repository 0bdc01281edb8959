import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_MESSAGES,
  normaliseConsultationPhone,
  validateConsultationRequest,
  type ConsultationInput,
} from './consultation.ts';

const filled: ConsultationInput = {
  name: '  Giulia Rossi ',
  businessName: 'Salone Giulia',
  businessType: 'PARRUCCHIERE',
  phone: '347 123 4567',
  email: ' giulia.rossi@example.it ',
  message: '',
  consent: true,
  website: '',
};

describe('validateConsultationRequest', () => {
  it('returns the request body, trimmed, with the phone in international form', () => {
    expect(validateConsultationRequest(filled)).toEqual({
      ok: true,
      body: {
        name: 'Giulia Rossi',
        businessName: 'Salone Giulia',
        businessType: 'PARRUCCHIERE',
        phone: '+393471234567',
        email: 'giulia.rossi@example.it',
        consent: true,
        website: '',
      },
    });
  });

  it('keeps a message and passes the honeypot through for the server to judge', () => {
    const result = validateConsultationRequest({
      ...filled,
      message: ' Vorrei una demo ',
      website: 'http://spam.example',
    });
    expect(result.ok && result.body.message).toBe('Vorrei una demo');
    expect(result.ok && result.body.website).toBe('http://spam.example');
  });

  it('gives an Italian message for every empty field', () => {
    const result = validateConsultationRequest({
      name: ' ',
      businessName: '',
      businessType: '',
      phone: '',
      email: '',
      consent: false,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Inserisci il tuo nome',
        businessName: "Inserisci il nome dell'attività",
        businessType: 'Scegli il tipo di attività',
        phone: 'Inserisci un numero di telefono',
        email: "Inserisci l'indirizzo e-mail",
        consent: 'Per inviare la richiesta devi acconsentire al trattamento dei dati',
      },
    });
  });

  it('refuses an invalid e-mail, an unknown business type and texts over their limits', () => {
    const result = validateConsultationRequest({
      ...filled,
      name: 'x'.repeat(101),
      businessType: 'FIORAIO',
      email: 'giulia@',
      message: 'x'.repeat(2001),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Al massimo 100 caratteri',
        businessType: CONSULTATION_MESSAGES.businessTypeRequired,
        email: 'Indirizzo e-mail non valido',
        message: 'Al massimo 2000 caratteri',
      },
    });
  });
});

describe('normaliseConsultationPhone', () => {
  it.each([
    ['347 123 4567', '+393471234567'],
    ['+39 347-123-4567', '+393471234567'],
    ['0039 (347) 1234567', '+393471234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads %s as %s', (typed, phone) => {
    expect(normaliseConsultationPhone(typed)).toEqual({ phone });
  });

  it.each([
    ['12345', 'Il numero deve essere di almeno 6 cifre'],
    ['123456789012345', 'Il numero non può superare le 14 cifre'],
    ['347 abc', 'Formato numero non valido'],
    ['+0123456789', 'Formato numero non valido'],
    ['+12345', 'Il numero deve essere di almeno 6 cifre'],
  ])('refuses %s: %s', (typed, error) => {
    expect(normaliseConsultationPhone(typed)).toEqual({ error });
  });
});
