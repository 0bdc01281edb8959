import { fiscalScope } from './scope.ts';
import type { FiscalDocument } from './types.ts';

/** Where a document goes in the simulator's numbering. */
export interface DocumentPlace {
  closingNumber: number;
  progressive: number;
}

/**
 * What the simulator remembers: per salon, its open closing and the documents it issued. The
 * salon is the running call's (withFiscalScope). Two stores: in memory (tests, demos) and in the
 * database (database-simulator-store.ts), so a restart goes on from the next number.
 */
export interface SimulatorStore {
  byKey(transmissionKey: string): Promise<FiscalDocument | undefined>;
  byProviderId(providerId: string): Promise<FiscalDocument | undefined>;
  /** The ANNULLO that cancelled this document, if any. */
  voidOf(providerId: string): Promise<FiscalDocument | undefined>;
  /**
   * Numbers a document and keeps it, as one step: the next progressive of the salon's open
   * closing. A key that already has a document gets that document back and nothing is numbered.
   */
  issue(
    transmissionKey: string,
    build: (place: DocumentPlace) => FiscalDocument,
  ): Promise<FiscalDocument>;
  /** Closes the salon's open closing; its next document is the first of the next one. */
  closeDay(): Promise<void>;
}

/** The simulator's memory when nothing else is given: lost on restart, fine for tests and demos. */
export function memorySimulatorStore(): SimulatorStore {
  /** Per salon (0: a call without one), the open closing and how many it has issued. */
  const closings = new Map<number, DocumentPlace>();
  const salon = () => fiscalScope()?.salonId ?? 0;
  const open = () => closings.get(salon()) ?? { closingNumber: 1, progressive: 0 };
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
      const { closingNumber, progressive } = open();
      const document = build({ closingNumber, progressive: progressive + 1 });
      closings.set(salon(), { closingNumber, progressive: progressive + 1 });
      byKey.set(key, document);
      byProviderId.set(document.providerId, document);
      if (document.kind === 'ANNULLO' && document.refersTo) voids.set(document.refersTo, document);
      return document;
    },
    async closeDay() {
      closings.set(salon(), { closingNumber: open().closingNumber + 1, progressive: 0 });
    },
  };
}
