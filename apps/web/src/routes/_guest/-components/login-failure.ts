import { describeError, isApiError } from '@agendina/api';

/** The Italian message for a refused login: wrong credentials and throttling get their own. */
export function loginFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return 'E-mail o password non corretti.';
  if (isApiError(error) && error.status === 429)
    return 'Troppi tentativi di accesso: riprova tra qualche minuto.';
  const { title, message } = describeError(error);
  return `${title}: ${message}`;
}
