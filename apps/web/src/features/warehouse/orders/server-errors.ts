import { isApiError } from '@agendina/api';

/**
 * A 400's messages by field (ErrorBody.errors as a map), to show beside the fields the server
 * refused; a list or another failure gives none (it is shown whole by FailureMessage).
 */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  const errors = isApiError(error) ? error.body?.errors : undefined;
  return errors && !Array.isArray(errors) ? (errors as Readonly<Record<string, string>>) : {};
}
