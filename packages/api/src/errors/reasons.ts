/**
 * Italian labels of the assistance-request reasons (SPEC.md §8; codes as in
 * openapi/components/schemas/AssistanceReason.yaml). The list is open: unknown codes are
 * prettified instead of shown raw.
 */
export const assistanceReasonLabels: Readonly<Record<string, string>> = {
  UNCLEAR_INTENT: 'Richiesta non chiara',
  DATE_TIME_PARSING_FAILED: 'Data o ora non comprensibili',
  SERVICE_NOT_FOUND: 'Servizio non trovato',
  CLIENT_CONFUSED: 'Il cliente sembra confuso',
  CLIENT_NOT_IDENTIFIED: 'Cliente non identificato',
  OPERATOR_NOT_FOUND: 'Operatore non trovato',
  BOOKING_CONFIRMATION_FAILED: 'Conferma della prenotazione non riuscita',
  BOOKING_MODIFICATION_FAILED: 'Modifica della prenotazione non riuscita',
  BOOKING_CANCELLATION_FAILED: 'Cancellazione della prenotazione non riuscita',
  OPERATOR_REQUESTED: 'Il cliente chiede di parlare con il personale',
  CONVERSATION_LOOP: 'La conversazione gira a vuoto',
  CONVERSATION_STUCK: 'Conversazione bloccata',
  TIMEOUT: 'Nessuna risposta nei tempi previsti',
  USER_ABANDONED: 'Il cliente ha abbandonato la conversazione',
  MISSING_MESSAGING_CONFIGURATION: 'Configurazione dei messaggi mancante',
  APPOINTMENT_LIMIT_REACHED: 'Limite di appuntamenti raggiunto',
  SYSTEM_ERROR: 'Errore di sistema',
  TOO_MANY_ERRORS: 'Troppi errori nella conversazione',
  NOISE: 'Messaggi incomprensibili o rumore di fondo',
  REPEATED_TIMEOUTS: 'Mancate risposte ripetute',
  COMPLEX_REQUEST: 'Richiesta complessa',
  NO_SLOTS_AVAILABLE: 'Nessun orario disponibile',
  OUTSIDE_BUSINESS_HOURS: "Richiesta fuori dall'orario di apertura",
  BUSINESS_CLOSED: 'Attività chiusa nel giorno richiesto',
  OPERATOR_UNAVAILABLE: 'Operatore non disponibile',
  INVALID_PHONE: 'Numero di telefono non valido',
  INVALID_EMAIL: 'Indirizzo e-mail non valido',
  VALIDATION_ERROR: 'Dati non validi',
  PERMISSION_DENIED: 'Operazione non consentita',
  MANUAL_ESCALATION: 'Passaggio manuale al personale',
  QUALITY_ASSURANCE: 'Verifica di qualità',
  LANGUAGE_BARRIER: 'Difficoltà di lingua',
  MULTIPLE_REQUESTS: 'Più richieste nello stesso messaggio',
  SPECIAL_NEEDS: 'Esigenze particolari del cliente',
};

/** Other spellings assistants have used for the same reasons. */
const aliases: Readonly<Record<string, string>> = {
  DATETIME_PARSING_FAILED: 'DATE_TIME_PARSING_FAILED',
  NO_SLOTS: 'NO_SLOTS_AVAILABLE',
  CLOSED: 'BUSINESS_CLOSED',
  LOOP: 'CONVERSATION_LOOP',
};

/** 'SOME_NEW_REASON' → 'Some new reason'. */
export function prettifyReason(code: string): string {
  const words = code
    .trim()
    .replace(/[_\s-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words === '' ? words : words[0]!.toUpperCase() + words.slice(1);
}

export const unspecifiedReasonLabel = 'Motivo non specificato';

/** The Italian label of a reason code; unknown codes prettified, none 'Motivo non specificato'. */
export function assistanceReasonLabel(code: string | null | undefined): string {
  const key = code?.trim().toUpperCase() ?? '';
  if (key === '') return unspecifiedReasonLabel;
  return assistanceReasonLabels[aliases[key] ?? key] ?? prettifyReason(code ?? '');
}
