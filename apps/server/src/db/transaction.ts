import type { Database } from './database.ts';

/** A transaction (or the database) that a write goes through: what a service takes to join one. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
