import type * as Passwords from '../auth/passwords.ts';

/** How many password hashes and checks the server made since the test reset them. */
export const passwordWork = { hashes: 0, checks: 0 };

/**
 * The passwords module with every call counted (the real argon2id still runs). For a test file's
 * `vi.mock('./auth/passwords.ts', async (real) => (await import(...)).countingPasswords(await real()))`.
 */
export function countingPasswords(real: typeof Passwords): typeof Passwords {
  return {
    ...real,
    hashPassword: (...args) => {
      passwordWork.hashes += 1;
      return real.hashPassword(...args);
    },
    verifyPassword: (...args) => {
      passwordWork.checks += 1;
      return real.verifyPassword(...args);
    },
  };
}
