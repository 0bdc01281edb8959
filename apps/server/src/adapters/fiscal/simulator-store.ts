import type { FiscalDocument } from './types.ts';

/** Where a document goes in the simulator's numbering. */
export interface DocumentPlace {
  closingNumber: number;
  progressive: number;
}

/**
 * What the simulator remembers: its counters and the documents it issued. An interface so the
 * server can keep them in the database (a restart must not start the numbering again); for now
 * only memorySimulatorStore() exists.
 *
 * A database implementation must make issue() one transaction (lock the open closing's row,
 * take the next progressive, insert the document with a unique transmission key) so two
 * servers can never give the same number or two documents to one key.
 */
export interface SimulatorStore {
  byKey(transmissionKey: string): Promise<FiscalDocument | undefined>;
  byProviderId(providerId: string): Promise<FiscalDocument | undefined>;
  /** The ANNULLO that cancelled this document, if any. */
  voidOf(providerId: string): Promise<FiscalDocument | undefined>;
  /**
   * Numbers a document and keeps it, as one step: the next progressive of the open closing. A
   * key that already has a document gets that document back and nothing is numbered.
   */
  issue(
    transmissionKey: string,
    build: (place: DocumentPlace) => FiscalDocument,
  ): Promise<FiscalDocument>;
  /** Closes the open closing; the next document is the first of the next one. */
  closeDay(): Promise<void>;
}

/** The simulator's memory when nothing else is given: lost on restart, fine for tests and demos. */
export function memorySimulatorStore(): SimulatorStore {
  let closingNumber = 1;
  let issued = 0;
  const byKey = new Map<string, FiscalDocument>();
  const byProviderId = new Map<string, FiscalDocument>();
  const voids = new Map<string, FiscalDocument>();
  return {
    async byKey(key) {
      return byKey.get(key);
    },
    async byProviderId(id) {
      return byProviderId.get(id);
    },
    async voidOf(id) {
      return voids.get(id);
    },
    // Synchronous inside: nothing can run between reading the counter and keeping the document.
    async issue(key, build) {
      const existing = byKey.get(key);
      if (existing) return existing;
      const document = build({ closingNumber, progressive: issued + 1 });
      issued += 1;
      byKey.set(key, document);
      byProviderId.set(document.providerId, document);
      if (document.kind === 'ANNULLO' && document.refersTo) voids.set(document.refersTo, document);
      return document;
    },
    async closeDay() {
      closingNumber += 1;
      issued = 0;
    },
  };
}
