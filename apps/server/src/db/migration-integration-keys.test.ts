// The migration that made integration keys a table (issue #18): a salon's key of before keeps
// working after it, as its first row "Chiave iniziale".
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationKeyHash, salonOfIntegrationKey } from '../auth/integration-key.ts';
import { openTestDatabase } from '../test-support/harness.ts';
import { sqlRows } from '../test-support/sql-rows.ts';
import type { DatabaseHandle } from './database.ts';

const folder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const target = files.findIndex((f) => f.endsWith('_admin-console.sql'));

let handle: DatabaseHandle;
const apply = async (file: string) => {
  for (const statement of readFileSync(`${folder}/${file}`, 'utf8').split(
    '--> statement-breakpoint',
  ))
    if (statement.trim() !== '') await handle.db.execute(sql.raw(statement));
};
const rows = <T>(query: ReturnType<typeof sql>) => sqlRows<T>(handle.db, query);

beforeAll(async () => {
  handle = await openTestDatabase(false);
  for (const file of files.slice(0, target)) await apply(file);
});
afterAll(() => handle.close());

describe('the integration keys migration', () => {
  it("moves each salon's key into the table, and the key keeps working", async () => {
    expect(target).toBeGreaterThan(0);
    const [withKey] = await rows<{ id: number | string }>(
      sql`insert into salons (name, integration_key_hash)
          values ('Salone Vecchio', ${integrationKeyHash('chiave-di-prima')}) returning id`,
    );
    await handle.db.execute(sql`insert into salons (name) values ('Salone Senza Chiave')`);

    await apply(files[target] as string);

    const keys = await rows<{ salon_id: number | string; label: string; key_hash: string }>(
      sql`select salon_id, label, key_hash from integration_keys`,
    );
    expect(keys.map((k) => [Number(k.salon_id), k.label, k.key_hash])).toEqual([
      [Number(withKey?.id), 'Chiave iniziale', integrationKeyHash('chiave-di-prima')],
    ]);
    expect(await salonOfIntegrationKey(handle.db, 'chiave-di-prima')).toBe(Number(withKey?.id));
    const column = await rows(
      sql`select 1 from information_schema.columns
           where table_name = 'salons' and column_name = 'integration_key_hash'`,
    );
    expect(column).toEqual([]);
  });
});
