import { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Database } from './database.ts';

export type PreparedParam = string | number | null;

/**
 * A read that runs on every request, planned once per connection instead of once per call.
 *
 * PGlite answers an extended-protocol query (what Drizzle sends) in six round trips into the
 * WASM backend and re-plans it every time: the session check of a cached calendar request cost
 * about 1 ms there, EXECUTE of a statement prepared once about a quarter of it (decision 0012).
 * PGlite's query() cannot bind parameters to EXECUTE, so on PGlite the values are written as
 * SQL literals by `sqlLiteral` (PostgreSQL's own PQescapeLiteral rules, numbers only when they
 * are safe integers). On PostgreSQL node-postgres prepares the named statement on each pooled
 * connection and binds the values.
 *
 * `text` uses $1, $2... with casts (`$1::uuid`), so PREPARE needs no type list.
 */
export function preparedRead<Row>(
  name: string,
  text: string,
): (db: Database, params: readonly PreparedParam[]) => Promise<Row[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new TypeError(`Nome di istruzione non valido: ${name}`);
  const preparedOn = new WeakMap<PGlite, Promise<unknown>>();
  return async (db, params) => {
    const client = (db as unknown as { $client: unknown }).$client;
    if (client instanceof PGlite) {
      let ready = preparedOn.get(client);
      if (ready === undefined) {
        ready = client.exec(`PREPARE ${name} AS ${text}`);
        preparedOn.set(client, ready);
        ready.catch(() => preparedOn.delete(client));
      }
      await ready;
      const [result] = await client.exec(`EXECUTE ${name}(${params.map(sqlLiteral).join(', ')})`);
      return (result?.rows ?? []) as Row[];
    }
    const result = await (client as Pool).query({ name, text, values: [...params] });
    return result.rows as Row[];
  };
}

/**
 * A value as a PostgreSQL literal, quoted as libpq's PQescapeLiteral does: quotes doubled, and
 * backslashes doubled under E'' so the result is the same whatever standard_conforming_strings.
 */
export function sqlLiteral(value: PreparedParam): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new TypeError(`Numero non ammesso: ${value}`);
    return String(value);
  }
  if (value.includes('\0')) throw new TypeError('Carattere NUL in un parametro');
  const quoted = `'${value.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;
  return value.includes('\\') ? `E${quoted}` : quoted;
}
