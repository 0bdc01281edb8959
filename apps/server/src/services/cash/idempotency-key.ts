// The cash desk's Idempotency-Key (decision 0023): a receipt and a refund each carry the key
// that made them, unique per salon, with the hash of the request. The row's insert is the
// claim, in the transaction that writes everything else, so a key never makes two of them.
import { createHash } from 'node:crypto';
import { conflict, refused } from '../../domain/errors.ts';

/** Thrown inside the writing transaction when the key is taken: rolls back what it wrote. */
export class KeyTaken extends Error {}

/** What one key is bound to: the request, in a stable form. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * The row a key already made, as a replay: null when the key is new; 422 when it made something
 * for another request (`what`: "scontrino", "reso").
 */
export function replayOf<R extends { id: number; hash: string }>(
  row: R | undefined,
  hash: string,
  what: string,
): { id: number } | null {
  if (!row) return null;
  if (row.hash !== hash)
    throw refused(
      `Questa chiave di idempotenza è già stata usata per un altro ${what}`,
      'IDEMPOTENCY_KEY_REUSED',
    );
  return { id: row.id };
}

/** Runs the writing transaction; a KeyTaken inside it answers null (the caller replays). */
export async function unlessTaken<T>(write: Promise<T>): Promise<T | null> {
  return write.catch((error: unknown) => {
    if (error instanceof KeyTaken) return null;
    throw error;
  });
}

/** A key neither free nor replayable yet (its first request still running elsewhere). */
export const keyBusy = (what: string) => conflict(`${what} in corso: riprova`, 'CONFLICT');
