import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import type { PgColumn, PgColumnBuilderBase, PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { salonRef } from './tenancy.ts';

/** The columns of a pairTable as its key and index callbacks see them. */
type PairTableColumns<
  N extends string,
  C extends Record<string, PgColumnBuilderBase>,
> = BuildExtraConfigColumns<N, { salonId: ReturnType<typeof salonRef> } & C, 'pg'>;

/**
 * A salon table whose rows are named by a pair of columns instead of an id (an operator and a
 * service it performs, a service on the booking page, a receipt and an appointment it settled,
 * a year of receipt numbers): the salon's id first, then the columns given, the pair as primary
 * key, and `more` for other indexes.
 */
export const pairTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  pair: (t: PairTableColumns<N, C>) => [PgColumn, PgColumn],
  more: (t: PairTableColumns<N, C>) => PgTableExtraConfigValue[] = () => [],
) =>
  pgTable(name, { salonId: salonRef(), ...columns }, (t) => [
    primaryKey({ columns: pair(t) }),
    ...more(t),
  ]);
