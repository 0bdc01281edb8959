import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which type stripping cannot read). */
const ARGON2ID = 2;
import type { AppConfig } from '../config.ts';

/** argon2id hash of a password. */
export function hashPassword(password: string, config: AppConfig): Promise<string> {
  return hash(password, {
    algorithm: ARGON2ID,
    memoryCost: config.argon2.memoryCost,
    timeCost: config.argon2.timeCost,
    parallelism: 1,
  });
}

let dummy: Promise<string> | null = null;

/**
 * Checks a password. Without a stored hash (unknown e-mail) it still verifies against a dummy
 * hash, so the answer takes the same time and does not reveal which e-mails exist.
 */
export async function verifyPassword(
  stored: string | null,
  password: string,
  config: AppConfig,
): Promise<boolean> {
  if (stored === null) {
    dummy ??= hashPassword('agendina-dummy-password', config);
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
