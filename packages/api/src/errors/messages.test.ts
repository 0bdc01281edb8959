import { describe, expect, it } from 'vitest';
import {
  appointmentMessages,
  dateFallbacks,
  passwordValidationMessages,
  sessionMessages,
  whatsAppMessages,
} from './messages.ts';

describe('fixed messages of SPEC.md §8', () => {
  it('appointments', () => {
    expect(appointmentMessages.deleted).toBe('Appuntamento eliminato con successo');
    expect(appointmentMessages.deleteFailed('Errore del server')).toBe(
      "Errore durante l'eliminazione dell'appuntamento: Errore del server",
    );
    expect(appointmentMessages.groupDeleteFailed('x')).toBe(
      "Errore durante l'eliminazione del gruppo: x",
    );
    expect(appointmentMessages.groupIdMissing).toBe(
      "Impossibile determinare il groupId per l'eliminazione",
    );
    expect(appointmentMessages.notesSaveFailed).toBe('Errore durante il salvataggio delle note');
    expect(appointmentMessages.toInProgressFailed).toBe(
      "Errore nel spostare l'appuntamento in lavorazione",
    );
    expect(appointmentMessages.backToBookedFailed).toBe(
      "Errore nel rimettere l'appuntamento in attesa",
    );
    expect(appointmentMessages.groupDeleted(3)).toMatch(/3 servizi/);
    expect(appointmentMessages.groupDeleted(1)).toMatch(/1 servizio\)/);
  });

  it('WhatsApp, session, password, dates', () => {
    expect(whatsAppMessages).toEqual({
      sendFailed: "Errore durante l'invio del messaggio",
      networkError: 'Errore di connessione. Riprova.',
      sent: 'Messaggio inviato con successo',
    });
    expect(sessionMessages.sessionExpired).toMatch(/sessione è scaduta/);
    expect(passwordValidationMessages).toEqual({
      mismatch: 'Le password non coincidono',
      tooShort: 'La password deve essere lunga almeno 6 caratteri',
    });
    expect(Object.values(dateFallbacks)).toEqual([
      'Data non valida',
      'Data non disponibile',
      '--:--',
    ]);
  });
});
