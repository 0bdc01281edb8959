// What the domain refuses, in its own words: services throw these and never speak HTTP.
// http/respond.ts turns each kind into a status and the contract's ErrorBody, in one place.

/** One message per field, or a list of messages (a checked plan's errors). */
export type ErrorDetails = Record<string, string> | string[];

/** Which kind of refusal: the HTTP layer maps it to a status. */
export type RefusalKind =
  'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'gone' | 'refused' | 'unavailable';

/** A refusal the caller can act on: an Italian message, a stable code, optional details. */
export abstract class DomainError extends Error {
  abstract readonly kind: RefusalKind;
  readonly code: string;
  readonly errors: ErrorDetails | undefined;

  constructor(message: string, code: string, errors?: ErrorDetails) {
    super(message);
    this.code = code;
    this.errors = errors;
  }
}

/** The base class of one kind of refusal (each kind is its own class, for instanceof and types). */
function ofKind<K extends RefusalKind>(kind: K) {
  return class extends DomainError {
    readonly kind: K = kind;
  };
}

/** The input breaks a rule of its shape or its fields. */
export class Invalid extends ofKind('invalid') {}

/** The salon or the account may not do this (a module off, a deactivated salon). */
export class Forbidden extends ofKind('forbidden') {}

/** The thing asked for is not the salon's, or does not exist. */
export class NotFound extends ofKind('not-found') {}

/** The thing's current state excludes the change (taken, already done, changed meanwhile). */
export class Conflict extends ofKind('conflict') {}

/** The thing existed and has expired for good (a reminder's link after the visit began). */
export class Gone extends ofKind('gone') {}

/** A business rule refuses a well-formed request, with its reason. */
export class Refused extends ofKind('refused') {}

/** An outside service the change needs (the payment provider) did not answer: try again later. */
export class Unavailable extends ofKind('unavailable') {}

export const INVALID_DATA = 'Dati non validi';

/** The input's fields, one message each. */
export function invalid(errors: Record<string, string>, message = INVALID_DATA): Invalid {
  return new Invalid(message, 'VALIDATION_FAILED', errors);
}

export function notFound(message = 'Risorsa non trovata', code = 'NOT_FOUND'): NotFound {
  return new NotFound(message, code);
}

export function conflict(message: string, code = 'CONFLICT'): Conflict {
  return new Conflict(message, code);
}

export function refused(message: string, code: string, errors?: ErrorDetails): Refused {
  return new Refused(message, code, errors);
}

/** The row, unless it was not found. */
export function found<T>(
  row: T | undefined | null,
  message = 'Risorsa non trovata',
  code = 'NOT_FOUND',
): T {
  if (row === undefined || row === null) throw notFound(message, code);
  return row;
}
