import { pluralIt } from '@agendina/scheduling';

/** The fixed Italian messages of SPEC.md §5 and §8 that screens show (one place, no copies). */

export const appointmentMessages = {
  deleted: 'Appuntamento eliminato con successo',
  deleteFailed: (detail: string) => `Errore durante l'eliminazione dell'appuntamento: ${detail}`,
  groupDeleteFailed: (detail: string) => `Errore durante l'eliminazione del gruppo: ${detail}`,
  groupDeleted: (services: number) =>
    `Gruppo eliminato con successo (${pluralIt(services, { one: '# servizio', other: '# servizi' })})`,
  groupIdMissing: "Impossibile determinare il groupId per l'eliminazione",
  notesSaveFailed: 'Errore durante il salvataggio delle note',
  toInProgressFailed: "Errore nel spostare l'appuntamento in lavorazione",
  backToBookedFailed: "Errore nel rimettere l'appuntamento in attesa",
  /** Raised by the wizard when the client step produced no id (mapped to 'Errore cliente'). */
  clientIdMissing: 'Client ID non disponibile',
} as const;

export const whatsAppMessages = {
  sendFailed: "Errore durante l'invio del messaggio",
  networkError: 'Errore di connessione. Riprova.',
  sent: 'Messaggio inviato con successo',
} as const;

export const sessionMessages = {
  logoutAllFailed: 'Impossibile disconnettere tutti i dispositivi. Riprova.',
  sessionInfoFailed: 'Impossibile caricare le informazioni sulle sessioni attive.',
  /** The alert on /subscription before the redirect to /login. */
  sessionExpired: "La tua sessione è scaduta. Effettua di nuovo l'accesso.",
  /** The message of a request blocked client-side because the session is expired. */
  blockedExpired: "Sessione scaduta. Effettua di nuovo l'accesso.",
} as const;

/** Change-password form validation (SPEC.md §5). */
export const passwordValidationMessages = {
  mismatch: 'Le password non coincidono',
  tooShort: 'La password deve essere lunga almeno 6 caratteri',
} as const;

/** Unreadable dates (SPEC.md §8). */
export const dateFallbacks = {
  invalidDate: 'Data non valida',
  unavailableDate: 'Data non disponibile',
  unavailableTime: '--:--',
} as const;
