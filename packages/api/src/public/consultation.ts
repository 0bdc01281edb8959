// The public site's one call (issue #20): the /consulenza form's request. A standalone function,
// so the site's island imports only this, openapi-fetch and the error catalogue: no TanStack
// Query, no session (the call needs no account).
import type { ConsultationRequestCreate, ConsultationRequestReceipt } from '@agendina/contract';
import { createApiClient, type ApiClientOptions } from '../client/create-api-client.ts';
import { dataOf } from '../client/data-of.ts';
import { isApiError } from '../errors/api-error.ts';
import { describeError } from '../errors/catalogue.ts';

export type ConsultationSendResult =
  | { ok: true; receipt: ConsultationRequestReceipt }
  | {
      ok: false;
      /** One Italian sentence for the form's alert. */
      message: string;
      /** The server's message per field (a 400), for the fields' own error slots. */
      fieldErrors: Readonly<Record<string, string>>;
    };

/** What the alert says when the server refused some fields: the fields say which. */
export const CONSULTATION_FIELDS_MESSAGE = 'Controlla i campi evidenziati e invia di nuovo.';

const fieldErrorsOf = (error: unknown): Readonly<Record<string, string>> => {
  const errors = isApiError(error) ? error.body?.errors : undefined;
  return errors && !Array.isArray(errors) ? (errors as Record<string, string>) : {};
};

/**
 * Sends a consultation request. Never rejects for an HTTP or network failure: it resolves with
 * the Italian message to show (a 429 says how long to wait, as the server wrote it).
 */
export async function sendConsultationRequest(
  body: ConsultationRequestCreate,
  options: Pick<ApiClientOptions, 'baseUrl' | 'fetch'>,
): Promise<ConsultationSendResult> {
  const client = createApiClient(options);
  try {
    const receipt = dataOf(await client.POST('/public/consultation-requests', { body }));
    return { ok: true, receipt };
  } catch (error) {
    const fieldErrors = fieldErrorsOf(error);
    if (Object.keys(fieldErrors).length > 0)
      return { ok: false, message: CONSULTATION_FIELDS_MESSAGE, fieldErrors };
    const { title, message } = describeError(error);
    return { ok: false, message: `${title}: ${message}`, fieldErrors: {} };
  }
}
