// The fiscal simulator of the demo's history: the server's own simulator, with a clock the seed
// sets to each document's moment and a memory that records what it issued. At the end that memory
// becomes the simulator's tables (what databaseSimulatorStore reads), so the running server's
// desk numbers on from the demo's last document and can void or refund a demo receipt.
import { sql } from 'drizzle-orm';
import { memorySimulatorStore, simulatorFiscalAdapter } from '../adapters/fiscal/index.ts';
import type {
  DocumentPlace,
  FiscalDocument,
  SimulatorFiscalAdapter,
  SimulatorStore,
} from '../adapters/fiscal/index.ts';
import type { Database } from '../db/database.ts';
import { fiscalSimulatorClosings, fiscalSimulatorDocuments } from '../db/schema/index.ts';

export interface DemoFiscal {
  adapter: SimulatorFiscalAdapter;
  /** The moment the next document is issued at. */
  setClock(at: Date): void;
  /** Writes what the simulator issued, and where its numbering stands, for the salon. */
  persist(db: Database, salonId: number): Promise<void>;
}

/** A simulator for one salon's history (one salon: its memory is that salon's). */
export function demoFiscal(): DemoFiscal {
  const inner = memorySimulatorStore();
  const issued: FiscalDocument[] = [];
  let place: DocumentPlace = { closingNumber: 1, progressive: 0 };
  const store: SimulatorStore = {
    byKey: (key) => inner.byKey(key),
    byProviderId: (id) => inner.byProviderId(id),
    voidOf: (id) => inner.voidOf(id),
    issue: (key, build) =>
      inner.issue(key, (at) => {
        const document = build(at);
        place = at;
        issued.push(document);
        return document;
      }),
    async closeDay() {
      await inner.closeDay();
      place = { closingNumber: place.closingNumber + 1, progressive: 0 };
    },
  };
  let now = new Date();
  return {
    adapter: simulatorFiscalAdapter({ store, clock: () => now }),
    setClock(at) {
      now = at;
    },
    async persist(db, salonId) {
      for (let i = 0; i < issued.length; i += 200)
        await db.insert(fiscalSimulatorDocuments).values(
          issued.slice(i, i + 200).map((document) => ({
            transmissionKey: document.transmissionKey,
            salonId,
            providerId: document.providerId,
            kind: document.kind,
            refersTo: document.refersTo ?? null,
            document,
          })),
        );
      await db
        .insert(fiscalSimulatorClosings)
        .values({ salonId, closingNumber: place.closingNumber, issued: place.progressive })
        .onConflictDoUpdate({
          target: fiscalSimulatorClosings.salonId,
          set: { closingNumber: sql`excluded.closing_number`, issued: sql`excluded.issued` },
        });
    },
  };
}
