/** An answer other than success, with the ErrorBody of the contract. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string> | string[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: {
      code?: string;
      errors?: Record<string, string> | string[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.code = options.code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  body(): { message: string; code?: string; errors?: Record<string, string> | string[] } {
    return {
      message: this.message,
      ...(this.code === undefined ? {} : { code: this.code }),
      ...(this.errors === undefined ? {} : { errors: this.errors }),
    };
  }
}

export function unauthorized(
  message = 'Autenticazione richiesta',
  code = 'UNAUTHORIZED',
): HttpError {
  return new HttpError(401, message, { code });
}

export function forbidden(message = 'Operazione non consentita per il tuo ruolo'): HttpError {
  return new HttpError(403, message, { code: 'FORBIDDEN' });
}

/** 403 for an account without a salon (ADMIN) on an operation of a salon's data. */
export function salonRequired(): HttpError {
  return new HttpError(403, 'Questa operazione richiede un account salone', {
    code: 'SALON_REQUIRED',
  });
}

export const PAYLOAD_LIMIT_BYTES = 1_000_000;

/**
 * 413 for a body over PAYLOAD_LIMIT_BYTES. The rest of the body is never read, so the connection
 * cannot carry another request: Connection: close tells the client so, instead of its next request
 * on that socket failing with "socket hang up".
 */
export function payloadTooLarge(): HttpError {
  return new HttpError(413, 'La richiesta supera il limite di 1 MB', {
    code: 'PAYLOAD_TOO_LARGE',
    headers: { Connection: 'close' },
  });
}
