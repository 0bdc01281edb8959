/** The SQLSTATE of a PostgreSQL error, looking through Drizzle's wrappers. */
export function pgErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The constraint name of a PostgreSQL error, looking through Drizzle's wrappers. */
export function pgConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * SQLSTATE class 22, data exception: a value the column or the expression cannot take (22001 too
 * long, 22003 out of range, 22008 and 22009 date and time, 22021 NUL, 22P02 not a number ...).
 */
export function isDataException(code: string | null): boolean {
  return code !== null && code.startsWith('22');
}

export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
export const SERIALIZATION_FAILURE = '40001';
export const DEADLOCK_DETECTED = '40P01';

/**
 * Runs a transaction again (up to `attempts` times in all) when PostgreSQL aborted it to break a
 * deadlock or a serialization conflict: two concurrent inserts that violate one exclusion
 * constraint wait on each other, and PostgreSQL aborts one with 40P01 instead of 23P01. Run again,
 * it meets the committed row and fails with the constraint's own error. Calendar writes also queue
 * on their operators' locks (operator-locks.ts), so this is the fallback, not the usual path.
 */
export async function retryingAbortedTransaction<T>(
  run: () => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = pgErrorCode(error);
      const aborted = code === DEADLOCK_DETECTED || code === SERIALIZATION_FAILURE;
      if (!aborted || attempt >= attempts) throw error;
    }
  }
}

/** Runs a write; a unique violation becomes the given error (e.g. 409 DUPLICATE_PHONE_NUMBER). */
export async function onUniqueViolation<T>(
  write: () => Promise<T>,
  toError: () => Error,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw toError();
    throw error;
  }
}
