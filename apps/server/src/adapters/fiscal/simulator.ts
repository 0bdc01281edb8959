import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { intentionRecord, recordPlans, returnProblem } from './fiskaly-records.ts';
import type { RecordPlan } from './fiskaly-records.ts';
import { documentNumber } from './provider-format.ts';
import { memorySimulatorStore } from './simulator-store.ts';
import type { DocumentPlace, SimulatorStore } from './simulator-store.ts';
import { FiscalError, fiscalMessages } from './types.ts';
import type {
  FiscalAdapter,
  FiscalDocument,
  FiscalDocumentKind,
  OriginalDocument,
} from './types.ts';

/** How the simulator behaves: the admin page and the tests switch it. */
export interface Simulation {
  /** ok answers; down fails at once; timeout fails after latencyMs; reject refuses. */
  mode: 'ok' | 'down' | 'timeout' | 'reject';
  /** Waited before every answer, to show a slow service. */
  latencyMs: number;
  /** The reason of a "reject". */
  rejectReason: string;
}

export interface SimulatorFiscalAdapter extends FiscalAdapter {
  simulate(change: Partial<Simulation>): void;
  readonly simulation: Readonly<Simulation>;
}

export interface SimulatorOptions {
  store?: SimulatorStore | undefined;
  /** The seconds a "timeout" reports, like the real adapter's limit. */
  timeoutSeconds?: number | undefined;
  /** When a document is issued; the real time by default (the demo seed replays past weeks). */
  clock?: (() => Date) | undefined;
}

const NORMAL: Simulation = {
  mode: 'ok',
  latencyMs: 0,
  rejectReason: 'dati del documento non validi (simulazione)',
};

/** A system id for the simulated records, so its raw exchange reads like SIGN IT's. */
const SIMULATED_SYSTEM = 'simulatore';

/**
 * The built-in fiscal service, the default: it numbers documents like the Agenzia's procedure
 * (a progressive per daily closing, "0003-0042"), answers with SIGN IT's shapes, honours the
 * transmission key, and can be told to be down, slow, timing out or refusing.
 */
export function simulatorFiscalAdapter(options: SimulatorOptions = {}): SimulatorFiscalAdapter {
  const store = options.store ?? memorySimulatorStore();
  const timeoutSeconds = options.timeoutSeconds ?? 10;
  const clock = options.clock ?? (() => new Date());
  let simulation: Simulation = { ...NORMAL };
  // Concurrent calls with one key wait for the same answer instead of racing the store.
  const inFlight = new Map<string, Promise<FiscalDocument>>();

  async function answer(): Promise<void> {
    if (simulation.latencyMs > 0) await sleep(simulation.latencyMs);
    if (simulation.mode === 'down')
      throw new FiscalError('unavailable', fiscalMessages.down, {
        detail: 'simulazione: servizio giù',
      });
    if (simulation.mode === 'timeout')
      throw new FiscalError('unavailable', fiscalMessages.timeout(timeoutSeconds), {
        detail: 'simulazione: nessuna risposta',
      });
    if (simulation.mode === 'reject')
      throw new FiscalError('rejected', fiscalMessages.rejected(simulation.rejectReason), {
        detail: simulation.rejectReason,
        status: 400,
      });
  }

  async function original(document: OriginalDocument, kind: FiscalDocumentKind): Promise<void> {
    const found = await store.byProviderId(document.providerId);
    if (!found || found.kind !== 'VENDITA') {
      const reason = fiscalMessages.unknownOriginal(document.number);
      throw new FiscalError('rejected', fiscalMessages.rejected(reason), {
        detail: reason,
        status: 404,
      });
    }
    if (await store.voidOf(document.providerId)) {
      const reason =
        kind === 'ANNULLO'
          ? fiscalMessages.alreadyVoided(found.number)
          : fiscalMessages.voidedCannotReturn(found.number);
      throw new FiscalError('rejected', fiscalMessages.rejected(reason), {
        detail: reason,
        status: 409,
      });
    }
  }

  function issue(
    { kind, transmissionKey, transaction, refersTo }: RecordPlan,
    check: () => Promise<void>,
  ): Promise<FiscalDocument> {
    const running = inFlight.get(transmissionKey);
    if (running) return running;
    const work = (async () => {
      await answer();
      const done = await store.byKey(transmissionKey);
      if (done) return done;
      await check();
      const intentionId = randomUUID();
      return store.issue(transmissionKey, (place: DocumentPlace) => {
        const providerId = randomUUID();
        const number = documentNumber(place.closingNumber, place.progressive);
        const issuedAt = clock().toISOString();
        return {
          kind,
          number,
          ...place,
          issuedAt,
          providerId,
          ...(refersTo ? { refersTo } : {}),
          provider: 'simulator',
          transmissionKey,
          exchange: {
            request: {
              intention: intentionRecord(SIMULATED_SYSTEM),
              transaction: transaction(intentionId),
            },
            response: {
              intention: { content: { id: intentionId, type: 'INTENTION', state: 'COMPLETED' } },
              transaction: {
                content: {
                  id: providerId,
                  type: 'TRANSACTION',
                  state: 'COMPLETED',
                  compliance: { data: number, issued_at: issuedAt },
                },
              },
            },
          },
        };
      });
    })().finally(() => inFlight.delete(transmissionKey));
    inFlight.set(transmissionKey, work);
    return work;
  }

  return {
    provider: 'simulator',
    get simulation() {
      return simulation;
    },
    simulate(change) {
      simulation = { ...simulation, ...change };
    },

    async checkConnection() {
      await answer();
      return {
        provider: 'simulator',
        message:
          'Simulatore fiscale attivo: i documenti non vengono trasmessi all’Agenzia delle Entrate',
        exchange: { request: { simulator: 'checkConnection' }, response: { ok: true } },
      };
    },

    issueSale(request) {
      return issue(recordPlans.sale(request), async () => {});
    },

    issueVoid(request) {
      return issue(recordPlans.void(request), () => original(request.original, 'ANNULLO'));
    },

    issueReturn(request) {
      return issue(recordPlans.return(request), async () => {
        await original(request.original, 'RESO');
        const problem = returnProblem(request);
        if (problem)
          throw new FiscalError('rejected', fiscalMessages.rejected(problem), {
            detail: problem,
            status: 400,
          });
      });
    },

    closeDay() {
      return store.closeDay();
    },
  };
}
