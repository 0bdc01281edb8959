import { describeErrorText, isApiError } from '@agendina/api';

/** The server's code for a login refused because the e-mail is not verified yet (403). */
export const emailNotVerifiedCode = 'EMAIL_NOT_VERIFIED';

/** Whether a login was refused only because the account's e-mail is not verified. */
export const isEmailNotVerified = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && error.code === emailNotVerifiedCode;

/** The Italian message for a refused login: wrong credentials and throttling get their own. */
export function loginFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return 'E-mail o password non corretti.';
  if (isApiError(error) && error.status === 429)
    return 'Troppi tentativi di accesso: riprova tra qualche minuto.';
  if (isEmailNotVerified(error))
    return 'Il tuo indirizzo e-mail non è ancora verificato: inserisci il codice di 6 cifre che ti abbiamo inviato per attivare l’account.';
  return describeErrorText(error);
}
