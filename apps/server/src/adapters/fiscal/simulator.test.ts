import { describe, expect, it } from 'vitest';
import { fiscalBehaviour, saleOf } from '../../test-support/fiscal-behaviour.ts';
import { simulatorFiscalAdapter } from './simulator.ts';
import { memorySimulatorStore } from './simulator-store.ts';
import { FiscalError } from './types.ts';

fiscalBehaviour('simulator', async () => {
  const adapter = simulatorFiscalAdapter();
  return {
    adapter,
    closeDay: async () => {}, // the simulator's numbering is its own: adapter.closeDay() is it
    down: () => adapter.simulate({ mode: 'down' }),
    hang: () => adapter.simulate({ mode: 'timeout', latencyMs: 20 }),
    reject: (reason) => adapter.simulate({ mode: 'reject', rejectReason: reason }),
    recover: () => adapter.simulate({ mode: 'ok', latencyMs: 0 }),
    close: async () => {},
  };
});

describe('the fiscal simulator', () => {
  it('can be slow, for demos and for the desk’s waiting state', async () => {
    const adapter = simulatorFiscalAdapter();
    adapter.simulate({ latencyMs: 120 });
    const started = performance.now();
    await adapter.issueSale(saleOf('lenta'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(adapter.simulation.latencyMs).toBe(120);
  });

  it('keeps its counters in the store it is given, so a new instance continues the numbering', async () => {
    const store = memorySimulatorStore();
    await simulatorFiscalAdapter({ store }).issueSale(saleOf('prima'));
    const restarted = simulatorFiscalAdapter({ store });
    expect((await restarted.issueSale(saleOf('prima'))).number).toBe('0001-0001');
    expect((await restarted.issueSale(saleOf('seconda', 'S-0002'))).number).toBe('0001-0002');
  });

  it('answers with SIGN IT’s shapes, the cash rounding as a payment discount', async () => {
    const document = await simulatorFiscalAdapter().issueSale(saleOf('forma'));
    expect(document.exchange.request).toMatchObject({
      transaction: {
        content: {
          operation: {
            type: 'RECEIPT',
            payments: [{ type: 'CASH', details: { amount: '54.00', discount: '0.02' } }],
          },
        },
      },
    });
    expect(document.exchange.response).toMatchObject({
      transaction: { content: { id: document.providerId, compliance: { data: '0001-0001' } } },
    });
  });

  it('refuses a void or a return of a document it never issued', async () => {
    const adapter = simulatorFiscalAdapter();
    const original = { providerId: 'sconosciuto', number: '0009-0009' };
    const error = await adapter
      .issueVoid({ transmissionKey: 'x', original })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FiscalError);
    expect((error as FiscalError).message).toBe(
      'Il servizio fiscale ha rifiutato il documento: Il documento 0009-0009 non risulta emesso',
    );
  });
});
