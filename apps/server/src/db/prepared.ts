import { PGlite, parse, protocol } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Database } from './database.ts';
import { pgliteParsers } from './pglite-parsers.ts';

export type PreparedParam = string | number | null;

/** node-postgres's pool (the driver under DATABASE_URL), told apart without loading pg. */
function isPool(client: unknown): client is Pool {
  return typeof client === 'object' && client !== null && 'totalCount' in client;
}

/** The driver under a Drizzle database: PGlite, node-postgres's pool, or (never) neither. */
export function driverOf(db: Database): unknown {
  return '$client' in db ? db.$client : undefined;
}

/** Several protocol messages as one buffer: PGlite runs them in one call into the WASM backend. */
function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Runs protocol messages as PGlite's own query() does: after any open transaction (PGlite has
 * one session) and alone. A read: nothing to write back to the data dir.
 */
function alone(client: PGlite, messages: Uint8Array) {
  return client._runExclusiveTransaction(() =>
    client.runExclusive(() => client.execProtocol(messages, { syncToFs: false })),
  );
}

/**
 * A read that runs on every request, planned once per connection instead of once per call,
 * with its values bound as parameters by the driver (never written into the SQL).
 *
 * PGlite's query() sends the extended protocol as six calls into the WASM backend and re-plans
 * the statement every time: the session check of a cached calendar request cost about 1 ms there
 * (decision 0012). Here the statement is parsed once per PGlite instance as a named statement,
 * and each call sends Bind, Describe, Execute and Sync in one buffer: as cheap as EXECUTE of a
 * PREPAREd statement, with the values as protocol parameters (decision 0015). On PostgreSQL
 * node-postgres prepares the named statement on each pooled connection and binds the values.
 *
 * `text` uses $1, $2... with casts (`$1::uuid`), so the statement needs no type list.
 */
export function preparedRead<Row>(
  name: string,
  text: string,
): (db: Database, params: readonly PreparedParam[]) => Promise<Row[]> {
  const preparedOn = new WeakMap<PGlite, Promise<unknown>>();
  const { serialize } = protocol;

  async function onPglite(client: PGlite, params: readonly PreparedParam[]): Promise<Row[]> {
    let ready = preparedOn.get(client);
    if (ready === undefined) {
      ready = alone(client, concat([serialize.parse({ name, text }), serialize.sync()]));
      preparedOn.set(client, ready);
      ready.catch(() => preparedOn.delete(client));
    }
    await ready;
    const batch = concat([
      serialize.bind({ statement: name, values: params.map((v) => (v === null ? v : String(v))) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const { messages } = await alone(client, batch);
    const [result] = parse.parseResults(messages, pgliteParsers(client));
    return (result?.rows ?? []) as Row[];
  }

  return async (db, params) => {
    const client = driverOf(db);
    if (client instanceof PGlite) return onPglite(client, params);
    if (!isPool(client)) throw new TypeError('Driver del database non riconosciuto');
    const result = await client.query<Row & object>({ name, text, values: [...params] });
    return result.rows;
  };
}
