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

export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
export const SERIALIZATION_FAILURE = '40001';

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
