import type { ReactNode } from 'react';

/**
 * A field whose screen passes a message to show is invalid: the screens' checks give a message
 * exactly when a value is wrong, so they need not also say `isInvalid`. An explicit `isInvalid`
 * wins; without a message React Aria's own validation (isRequired, min, max) decides.
 * Its own file, free of React Aria, so the plain fields (PlainField) share it.
 */
export function invalidOf(
  isInvalid: boolean | undefined,
  errorMessage: ReactNode,
): boolean | undefined {
  if (isInvalid !== undefined) return isInvalid;
  return typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined;
}
