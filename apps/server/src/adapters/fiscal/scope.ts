// Which salon a fiscal call is for, and the transaction it runs in. The adapter's interface
// stays the provider's (a sale, a void, a return); the simulator numbers per salon, like the
// real service numbers per device, and its database store must write in the caller's
// transaction: PGlite has one connection, which the desk's open transaction holds while it asks
// for the document, so a query of its own would wait for it forever. The desk's calls set it
// with withFiscalScope(); a call without one (the admin page's test documents) has no salon.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../../db/database.ts';

export interface FiscalScope {
  salonId: number;
  /** The caller's transaction (or database), for a store that keeps documents in the tables. */
  db: Database;
}

const scope = new AsyncLocalStorage<FiscalScope>();

/** Runs `call` (an adapter call) for this salon, inside this transaction. */
export function withFiscalScope<T>(current: FiscalScope, call: () => Promise<T>): Promise<T> {
  return scope.run(current, call);
}

/** The scope of the running call, if any. */
export function fiscalScope(): FiscalScope | undefined {
  return scope.getStore();
}
