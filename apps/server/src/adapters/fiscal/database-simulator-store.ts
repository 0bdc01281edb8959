// The simulator's store in the database (decision 0021): its numbering survives a restart and
// is shared by every server process on one PostgreSQL, per salon and per closing, like the real
// service's. It writes in the caller's transaction (fiscalScope): the number a refused or
// rolled-back receipt took is taken back with it.
import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { fiscalSimulatorClosings, fiscalSimulatorDocuments } from '../../db/schema/index.ts';
import { fiscalScope } from './scope.ts';
import { memorySimulatorStore } from './simulator-store.ts';
import type { SimulatorStore } from './simulator-store.ts';
import type { FiscalDocument } from './types.ts';

const documents = fiscalSimulatorDocuments;
const closings = fiscalSimulatorClosings;

/**
 * The database store. A call without a salon (the admin page's test documents, which store
 * nothing) is kept in memory, numbered apart from every salon.
 */
export function databaseSimulatorStore(): SimulatorStore {
  const unscoped = memorySimulatorStore();
  const scoped = fiscalScope;
  async function one(db: Database, where: ReturnType<typeof eq>) {
    const [row] = await db.select({ document: documents.document }).from(documents).where(where);
    return row?.document;
  }
  return {
    async byKey(key) {
      const scope = scoped();
      if (!scope) return unscoped.byKey(key);
      return one(scope.db, eq(documents.transmissionKey, key));
    },
    async byProviderId(id) {
      const scope = scoped();
      if (!scope) return unscoped.byProviderId(id);
      return one(scope.db, eq(documents.providerId, id));
    },
    async voidOf(id) {
      const scope = scoped();
      if (!scope) return unscoped.voidOf(id);
      return one(scope.db, and(eq(documents.refersTo, id), eq(documents.kind, 'ANNULLO'))!);
    },
    async issue(key, build) {
      const scope = scoped();
      if (!scope) return unscoped.issue(key, build);
      return scope.db.transaction(async (tx): Promise<FiscalDocument> => {
        const done = await one(tx, eq(documents.transmissionKey, key));
        if (done) return done;
        // Takes the next progressive and holds the salon's closing row until commit: two
        // processes never give one number twice.
        const [place] = await tx
          .insert(closings)
          .values({ salonId: scope.salonId, closingNumber: 1, issued: 1 })
          .onConflictDoUpdate({
            target: closings.salonId,
            set: { issued: sql`${closings.issued} + 1` },
          })
          .returning({ closingNumber: closings.closingNumber, progressive: closings.issued });
        if (!place) throw new Error('Numerazione del simulatore non riuscita');
        const document = build(place);
        await tx.insert(documents).values({
          transmissionKey: key,
          salonId: scope.salonId,
          providerId: document.providerId,
          kind: document.kind,
          refersTo: document.refersTo ?? null,
          document,
        });
        return document;
      });
    },
    async closeDay() {
      const scope = scoped();
      if (!scope) return unscoped.closeDay();
      await scope.db
        .insert(closings)
        .values({ salonId: scope.salonId, closingNumber: 2, issued: 0 })
        .onConflictDoUpdate({
          target: closings.salonId,
          set: { closingNumber: sql`${closings.closingNumber} + 1`, issued: 0 },
        });
    },
  };
}
