import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { integrationKeys, salons } from '../db/schema/index.ts';
import { acrossSalons, salonFilter } from '../db/tenant.ts';
import { HttpError } from '../http/errors.ts';

/** Integration keys are stored as SHA-256 hashes (they are long random secrets, not passwords). */
export const integrationKeyHash = (key: string): string =>
  createHash('sha256').update(key).digest('hex');

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_CHARS = 40;
/** "agk_" and 4 characters of the secret: enough to tell a salon's keys apart, too few to guess it. */
const PREFIX_LENGTH = 8;

/** A new key: "agk_" and 40 random base62 characters (about 238 bits), shown once. */
export function newIntegrationKey(): { secret: string; prefix: string; hash: string } {
  let body = '';
  // randomInt draws without modulo bias.
  for (let i = 0; i < SECRET_CHARS; i++) body += BASE62[randomInt(BASE62.length)];
  const secret = `agk_${body}`;
  return { secret, prefix: secret.slice(0, PREFIX_LENGTH), hash: integrationKeyHash(secret) };
}

/** How stale lastUsedAt may get: one write a minute per key at most, not one per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The salon of an X-Integration-Key (the assistants' ingestion API): an active key of an active
 * salon, else 401. Records when the key was last used.
 */
export async function salonOfIntegrationKey(
  db: Database,
  key: string | undefined,
): Promise<number> {
  if (!key)
    throw new HttpError(401, 'Chiave di integrazione mancante', {
      code: 'INTEGRATION_KEY_MISSING',
    });
  const [row] = await db
    .select({
      id: integrationKeys.id,
      salonId: integrationKeys.salonId,
      lastUsedAt: integrationKeys.lastUsedAt,
    })
    // By its hash across every salon: finding the key's salon is the point.
    .from(acrossSalons(integrationKeys))
    .innerJoin(salons, eq(salons.id, integrationKeys.salonId))
    .where(
      and(
        eq(integrationKeys.keyHash, integrationKeyHash(key)),
        isNull(integrationKeys.revokedAt),
        eq(salons.active, true),
      ),
    );
  if (!row)
    throw new HttpError(401, 'Chiave di integrazione non valida', {
      code: 'INTEGRATION_KEY_INVALID',
    });
  const now = new Date();
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (row.lastUsedAt !== null && row.lastUsedAt >= staleBefore) return row.salonId;
  // Conditional again: of two requests racing here only one writes.
  await db
    .update(integrationKeys)
    .set({ lastUsedAt: now })
    .where(
      salonFilter(
        integrationKeys,
        row.salonId,
        eq(integrationKeys.id, row.id),
        or(isNull(integrationKeys.lastUsedAt), lt(integrationKeys.lastUsedAt, staleBefore)),
      ),
    );
  return row.salonId;
}
