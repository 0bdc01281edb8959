/** The body of an error response (openapi/components/schemas/ErrorBody.yaml). */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  /** Details of a 400: a list of messages or a map of field -> message. */
  errors?: readonly string[] | Readonly<Record<string, string>>;
}

/**
 * - http: the server answered with a non-2xx status;
 * - network: no answer at all (offline, DNS, CORS, connection reset);
 * - session: the request was blocked client-side because the session is expired (SPEC.md §7).
 */
export type ApiErrorKind = 'http' | 'network' | 'session';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number | undefined;
  body?: ApiErrorBody | undefined;
  method?: string | undefined;
  url?: string | undefined;
  cause?: unknown;
}

/** The text SPEC.md §8 matches for a failure without an answer. */
export const networkErrorMessage = 'Network Error';

/**
 * Every failed call rejects with an ApiError (thrown from the middleware's onResponse/onError),
 * so TanStack Query's `error` is typed and the catalogue can describe it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly body: ApiErrorBody | undefined;
  readonly code: string | undefined;
  readonly method: string | undefined;
  readonly url: string | undefined;

  constructor({ kind, status, body, method, url, cause }: ApiErrorInit) {
    super(
      body?.message ?? (kind === 'network' ? networkErrorMessage : `HTTP ${status ?? 'error'}`),
      cause === undefined ? undefined : { cause },
    );
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.code = body?.code;
    this.method = method;
    this.url = url;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Reads an error body whatever the server sent: JSON ErrorBody, plain text or nothing. */
export function parseErrorBody(text: string): ApiErrorBody | undefined {
  if (text.trim() === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const { message, code, errors, error } = value as Record<string, unknown>;
      const body: ApiErrorBody = {};
      if (typeof message === 'string') body.message = message;
      else if (typeof error === 'string') body.message = error;
      if (typeof code === 'string') body.code = code;
      if (Array.isArray(errors)) body.errors = errors.map(String);
      else if (typeof errors === 'object' && errors !== null) {
        body.errors = Object.fromEntries(
          Object.entries(errors).map(([field, detail]) => [field, String(detail)]),
        );
      }
      return body;
    }
    if (typeof value === 'string') return { message: value };
  } catch {
    // Not JSON: the text itself is the message.
  }
  return { message: text };
}
