import { describeErrorText, isApiError } from '@agendina/api';

/** The Italian message of a refused signup. */
export function signupFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 409) return 'Esiste già un account con questa e-mail.';
  return describeErrorText(error);
}
