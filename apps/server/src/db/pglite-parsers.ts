// Drizzle hands PGlite the same parsers with every query: timestamps, dates, intervals, numeric
// arrays and their arrays kept as PostgreSQL's text, which Drizzle's columns then read themselves.
// PGlite merges such per-query parsers into a fresh copy of its own map of some 320 types for each
// query (`{ ...this.parsers, ...options.parsers }`), and looks every value up in that copy: 0.42 ms
// for `select 1` against 0.17 ms without, and about a sixth of the server suite's processor time
// on PGlite (issue #30; the same cost is in every request the embedded server answers, #37). Here
// the instance's map says the same once, and Drizzle's per-query copy is dropped.
import { types } from '@electric-sql/pglite';
import type { PGlite, ParserOptions, QueryOptions, Transaction } from '@electric-sql/pglite';

/** The types Drizzle's PGlite session reads as text (drizzle-orm/pglite/session.js). */
const KEPT_AS_TEXT = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);

const asText = (value: string) => value;

/**
 * PGlite's own parsers of each instance, before Drizzle's were written into its map. (Its array
 * parsers look their element's parser up in the instance's map when called: an array of
 * timestamps read through this copy gives text. No such read exists.)
 */
const ownParsers = new WeakMap<PGlite, PGlite['parsers']>();

/** Per-query parsers that only say what the instance's map now says. */
function onlyKeptAsText(parsers: ParserOptions): boolean {
  for (const oid of Object.keys(parsers)) if (!KEPT_AS_TEXT.has(Number(oid))) return false;
  return true;
}

/**
 * Makes `client` read Drizzle's text types as text by itself, and drops the per-query parsers that
 * only repeat that. Queries sent before the client is ready keep theirs (its map of array types is
 * complete only then).
 */
export function parseAsDrizzle(client: PGlite): void {
  let ready = false;
  const lean = (options?: QueryOptions): QueryOptions | undefined =>
    ready && options?.parsers && onlyKeptAsText(options.parsers)
      ? { ...options, parsers: undefined }
      : options;
  void client.waitReady.then(() => {
    ownParsers.set(client, { ...client.parsers });
    for (const oid of KEPT_AS_TEXT) client.parsers[oid] = asText;
    ready = true;
  });
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: (text: string, params?: unknown[], options?: QueryOptions) =>
      query(text, params, lean(options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      transaction((tx) =>
        callback(
          Object.create(tx, {
            query: {
              value: (text: string, params?: unknown[], options?: QueryOptions) =>
                tx.query(text, params, lean(options)),
            },
          }) as Transaction,
        ),
      ),
  });
}

/**
 * PGlite's own parsers (timestamps as dates), for the reads that parse PGlite's answers without
 * Drizzle (prepared.ts): the same values node-postgres gives on PostgreSQL.
 */
export function pgliteParsers(client: PGlite): PGlite['parsers'] {
  return ownParsers.get(client) ?? client.parsers;
}
