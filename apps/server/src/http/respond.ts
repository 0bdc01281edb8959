import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  EXCLUSION_VIOLATION,
  UNIQUE_VIOLATION,
  isDataException,
  pgErrorCode,
} from '../db/errors.ts';
import { DomainError, conflict, invalid } from '../domain/errors.ts';
import { OPERATOR_BUSY_MESSAGE } from '../domain/messages.ts';
import { HttpError } from './errors.ts';
import type { AnyReply } from './types.ts';

/** The status of each kind of refusal the domain throws: the one place that maps them. */
const STATUS_OF: Record<DomainError['kind'], number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  refused: 422,
  unavailable: 502,
};

/** A domain refusal as the contract's ErrorBody, with the status of its kind. */
function domainError(error: DomainError): HttpError {
  return new HttpError(
    STATUS_OF[error.kind],
    error.message,
    error.errors === undefined ? { code: error.code } : { code: error.code, errors: error.errors },
  );
}

/** Errors of the database that are the caller's fault, never a 500. */
function databaseError(error: unknown): DomainError | null {
  const code = pgErrorCode(error);
  if (code === EXCLUSION_VIOLATION) return conflict(OPERATOR_BUSY_MESSAGE, 'SLOT_TAKEN');
  if (code === UNIQUE_VIOLATION)
    return conflict('Esiste già un elemento con questi dati', 'DUPLICATE');
  // A value the database cannot hold (out of range, NUL, impossible date ...): the input's fault.
  // The validation middleware refuses the known cases with a message per field; this is the net.
  if (isDataException(code)) return invalid({ body: 'Valore fuori dai limiti ammessi' });
  return null;
}

/** A handler's answer as an HTTP response; a serialised one (the calendar's cache) is sent as is. */
export function toResponse(c: Context, reply: AnyReply): Response {
  for (const [name, value] of Object.entries(reply.headers ?? {})) c.header(name, value);
  if ('json' in reply)
    return c.body(reply.json, reply.status, { 'Content-Type': 'application/json' });
  if ('text' in reply) return c.body(reply.text, reply.status);
  if ('bytes' in reply) return c.body(reply.bytes, reply.status);
  // A documented answer without a body (revokeAdminSalonSession's 204).
  if (reply.status === 204) return c.body(null, 204);
  return c.json(reply.body, contentful(reply.status) ? reply.status : 500);
}

/** Every status the contract documents with a body is one of these (no 1xx, 204, 205, 304). */
function contentful(status: number): status is ContentfulStatusCode {
  return status >= 200 && status <= 599 && status !== 204 && status !== 205 && status !== 304;
}

/**
 * The ErrorBody of a thrown HttpError or DomainError (or of a database error that is the
 * caller's fault), else 500.
 */
export function errorResponse(c: Context, error: unknown): Response {
  const known =
    error instanceof HttpError || error instanceof DomainError ? error : databaseError(error);
  const http = known instanceof DomainError ? domainError(known) : known;
  if (http) return toResponse(c, { status: http.status, body: http.body(), headers: http.headers });
  console.error(error);
  return c.json({ message: 'Errore del server', code: 'INTERNAL_ERROR' }, 500);
}
