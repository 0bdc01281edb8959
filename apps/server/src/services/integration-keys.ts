// A salon's integration keys, for the owner (/users/me/integration-keys) and the admin console
// (/admin/salons/{id}/integration-keys): one implementation of issue, revoke and rotate, each in
// the caller's transaction so the admin's audit entry commits with it.
import { count, desc, eq, isNull } from 'drizzle-orm';
import { integrationKeyHash, newIntegrationKey } from '../auth/integration-key.ts';
import type { Database } from '../db/database.ts';
import { integrationKeys, salons } from '../db/schema/index.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import { conflict, found, refused } from '../domain/errors.ts';
import type { Schemas } from '../domain/contract-types.ts';
import type { Tx } from '../db/transaction.ts';

type KeyRow = typeof integrationKeys.$inferSelect;

/** The most active keys a salon may hold (one per assistant and a few spare). */
export const MAX_ACTIVE_KEYS = 10;

const KEY_NOT_FOUND = 'Chiave di integrazione non trovata';

export function toIntegrationKey(row: KeyRow): Schemas['IntegrationKey'] {
  return {
    id: row.id,
    label: row.label,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The salon's keys, revoked ones included, newest first. */
export async function listIntegrationKeys(
  db: Pick<Database, 'select'>,
  salonId: number,
): Promise<Schemas['IntegrationKey'][]> {
  const rows = await db
    .select()
    .from(integrationKeys)
    .where(salonFilter(integrationKeys, salonId))
    .orderBy(desc(integrationKeys.createdAt), desc(integrationKeys.id))
    .limit(200);
  return rows.map(toIntegrationKey);
}

/**
 * Stores a key whose secret is already known (the demo salons' documented keys, tests); real
 * keys are drawn by issueIntegrationKey.
 */
export async function storeIntegrationKey(
  db: Pick<Database, 'insert'>,
  salonId: number,
  label: string,
  secret: string,
): Promise<void> {
  await db
    .insert(integrationKeys)
    .values(
      owned(salonId, { label, prefix: secret.slice(0, 8), keyHash: integrationKeyHash(secret) }),
    );
}

/** Inserts a key; its secret is in the answer only. No limit check (rotate replaces one). */
async function insertKey(
  tx: Tx,
  salonId: number,
  label: string,
  actorId: number,
): Promise<{ row: KeyRow; issued: Schemas['IssuedIntegrationKey'] }> {
  const key = newIntegrationKey();
  const [row] = await tx
    .insert(integrationKeys)
    .values(
      owned(salonId, {
        label: label.trim(),
        prefix: key.prefix,
        keyHash: key.hash,
        createdByUserId: actorId,
      }),
    )
    .returning();
  const inserted = row as KeyRow;
  return { row: inserted, issued: { key: toIntegrationKey(inserted), secret: key.secret } };
}

/** A new key for the salon; 422 TOO_MANY_KEYS at MAX_ACTIVE_KEYS active ones. */
export async function issueIntegrationKey(
  tx: Tx,
  salonId: number,
  label: string,
  actorId: number,
): Promise<{ row: KeyRow; issued: Schemas['IssuedIntegrationKey'] }> {
  // The salon row's lock serialises two issues racing for the tenth place.
  await tx.select({ id: salons.id }).from(salons).where(eq(salons.id, salonId)).for('update');
  const [active] = await tx
    .select({ n: count() })
    .from(integrationKeys)
    .where(salonFilter(integrationKeys, salonId, isNull(integrationKeys.revokedAt)));
  if (Number(active?.n ?? 0) >= MAX_ACTIVE_KEYS)
    throw refused(
      `Hai già ${MAX_ACTIVE_KEYS} chiavi attive: revocane una prima di crearne un'altra`,
      'TOO_MANY_KEYS',
    );
  return insertKey(tx, salonId, label, actorId);
}

/**
 * Revokes one of the salon's keys: 404 when it is not the salon's, 409 KEY_ALREADY_REVOKED when
 * it is revoked already (nothing changes then).
 */
export async function revokeIntegrationKey(
  tx: Tx,
  salonId: number,
  keyId: number,
  actorId: number,
): Promise<KeyRow> {
  const [current] = await tx
    .select()
    .from(integrationKeys)
    .where(salonFilter(integrationKeys, salonId, eq(integrationKeys.id, keyId)))
    .for('update');
  const key = found(current, KEY_NOT_FOUND);
  if (key.revokedAt !== null)
    throw conflict('La chiave è già stata revocata', 'KEY_ALREADY_REVOKED');
  const [row] = await tx
    .update(integrationKeys)
    .set({ revokedAt: new Date(), revokedByUserId: actorId })
    .where(salonFilter(integrationKeys, salonId, eq(integrationKeys.id, keyId)))
    .returning();
  return row as KeyRow;
}

/** Revokes a key and issues its replacement with the same label, in the caller's transaction. */
export async function rotateIntegrationKey(
  tx: Tx,
  salonId: number,
  keyId: number,
  actorId: number,
): Promise<Schemas['IssuedIntegrationKey']> {
  const old = await revokeIntegrationKey(tx, salonId, keyId, actorId);
  return (await insertKey(tx, salonId, old.label, actorId)).issued;
}
