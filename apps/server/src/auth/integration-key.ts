import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { salons } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';

/** Integration keys are stored as SHA-256 hashes (they are long random secrets, not passwords). */
export const integrationKeyHash = (key: string): string =>
  createHash('sha256').update(key).digest('hex');

/** The salon of an X-Integration-Key (the assistants' ingestion API); 401 when missing or unknown. */
export async function salonOfIntegrationKey(
  db: Database,
  key: string | undefined,
): Promise<number> {
  if (!key)
    throw new HttpError(401, 'Chiave di integrazione mancante', {
      code: 'INTEGRATION_KEY_MISSING',
    });
  const [row] = await db
    .select({ id: salons.id, active: salons.active })
    .from(salons)
    .where(eq(salons.integrationKeyHash, integrationKeyHash(key)));
  if (!row || !row.active)
    throw new HttpError(401, 'Chiave di integrazione non valida', {
      code: 'INTEGRATION_KEY_INVALID',
    });
  return row.id;
}
