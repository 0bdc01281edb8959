import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeFiskaly } from '../../test-support/fake-fiskaly-server.ts';
import type { FakeFiskaly } from '../../test-support/fake-fiskaly-server.ts';
import { fiscalBehaviour, returnOf, saleOf } from '../../test-support/fiscal-behaviour.ts';
import { fiskalyFiscalAdapter } from './fiskaly.ts';
import { FISKALY_API_VERSION } from './fiskaly-http.ts';
import type { FiskalyConfig } from './fiskaly-http.ts';
import { idempotencyUuid } from './provider-format.ts';
import { FiscalError } from './types.ts';

const credentials = {
  apiKey: 'test_key',
  apiSecret: 'test_secret',
  systemId: '0f7a6c3e-7f64-4f52-9d0b-6a1f0d6c2a11',
  organizationId: '5b1e2f9c-3c1d-4a8e-8f0e-2d7c9b1a4e22',
  apiVersion: FISKALY_API_VERSION,
};

/**
 * A local fake answers in milliseconds, but on the pipeline's busy machine a first request has
 * taken over 300 ms: the adapters under test wait as long as production's default would allow.
 * Only the adapter that meets a hanging service gives up early, so that test stays short.
 */
const PATIENT_MS = 10_000;
const IMPATIENT_MS = 300;

async function started() {
  const fake = await startFakeFiskaly(credentials);
  const config: FiskalyConfig = { ...credentials, baseUrl: fake.url, timeoutMs: PATIENT_MS };
  return { fake, config, adapter: fiskalyFiscalAdapter(config) };
}

fiscalBehaviour('fiskaly SIGN IT on a local fake', async () => {
  const { fake, config, adapter } = await started();
  return {
    adapter,
    closeDay: async () => fake.closeDay(),
    down: () => fake.setMode('down'),
    hang: () => {
      fake.setMode('hang');
      return fiskalyFiscalAdapter({ ...config, timeoutMs: IMPATIENT_MS });
    },
    reject: (reason) => fake.setMode('reject', reason),
    recover: () => fake.setMode('ok'),
    close: async () => {
      // Every request the adapter made followed the documented shapes.
      expect(fake.problems).toEqual([]);
      await fake.close();
    },
  };
});

describe('fiskaly SIGN IT', () => {
  let fake: FakeFiskaly;
  let adapter: ReturnType<typeof fiskalyFiscalAdapter>;
  beforeEach(async () => {
    ({ fake, adapter } = await started());
  });
  afterEach(() => fake.close());

  it('authenticates once with the API key and reuses the token, with the version and scope headers', async () => {
    await adapter.issueSale(saleOf('a'));
    await adapter.issueSale(saleOf('b', 'S-0002'));
    expect(fake.tokenRequests).toBe(1);
    const records = fake.received.filter((r) => r.path === '/records');
    expect(records).toHaveLength(4);
    for (const request of records) {
      expect(request.headers.authorization).toMatch(/^Bearer .+/);
      expect(request.headers['x-api-version']).toBe(FISKALY_API_VERSION);
      expect(request.headers['x-scope-identifier']).toBe(credentials.organizationId);
    }
    expect(fake.problems).toEqual([]);
  });

  it('takes a new token when fiskaly answers 401, and the call goes through', async () => {
    await adapter.issueSale(saleOf('prima'));
    fake.expireTokensOnce();
    const document = await adapter.issueSale(saleOf('dopo-401', 'S-0002'));
    expect(document.number).toBe('0001-0002');
    expect(fake.tokenRequests).toBe(2);
  });

  it('derives the idempotency keys from the transmission key, so a retry replays the same records', async () => {
    const first = await adapter.issueSale(saleOf('ripetuta'));
    const fresh = fiskalyFiscalAdapter({
      ...credentials,
      baseUrl: fake.url,
      timeoutMs: PATIENT_MS,
    });
    const retried = await fresh.issueSale(saleOf('ripetuta'));
    expect(retried.providerId).toBe(first.providerId);
    expect(fake.transactions()).toHaveLength(1);
    const keys = fake.received
      .filter((r) => r.path === '/records')
      .map((r) => r.headers['x-idempotency-key']);
    expect(new Set(keys)).toEqual(
      new Set([
        idempotencyUuid('ripetuta', 'intention'),
        idempotencyUuid('ripetuta', 'transaction'),
      ]),
    );
  });

  it('reads the record again when the answer came before the Agenzia’s number', async () => {
    fake.numberLater();
    const document = await adapter.issueSale(saleOf('numerata-dopo'));
    expect(document.number).toBe('0001-0001');
    expect(fake.received.at(-1)).toMatchObject({
      method: 'GET',
      path: `/records/${document.providerId}`,
    });
    expect(fake.transactions()).toHaveLength(1);
  });

  it('sends the sale as documented: VAT codes, line discounts, cash kept net of change, rounding as a discount', async () => {
    await adapter.issueSale(saleOf('forma'));
    const transaction = fake.received.filter((r) => r.path === '/records')[1]?.body;
    expect(transaction).toMatchObject({
      content: {
        type: 'TRANSACTION',
        operation: {
          type: 'RECEIPT',
          document: { number: 'S-0001', total_vat: { inclusive: '54.02' } },
          entries: [
            {
              type: 'SALE',
              details: { concept: 'SERVICE', number: 1 },
              data: {
                text: 'Piega',
                unit: { quantity: '1', price: '35.00' },
                value: { discount: '3.50' },
                vat: {
                  type: 'VAT_RATE',
                  code: 'STANDARD',
                  percentage: '22.00',
                  inclusive: '31.50',
                },
              },
            },
            { data: { text: 'Shampoo 250 ml', unit: { quantity: '2', price: '12.51' } } },
          ],
          payments: [{ type: 'CASH', details: { amount: '54.00', discount: '0.02' } }],
        },
      },
    });
  });

  it('sends a return as a CORRECTION naming the original line by number and text', async () => {
    const request = saleOf('venduta');
    const sale = await adapter.issueSale(request);
    await adapter.issueReturn(returnOf('reso', request.receipt, sale));
    const correction = fake.received.filter((r) => r.path === '/records')[3]?.body;
    expect(correction).toMatchObject({
      content: {
        operation: {
          type: 'CORRECTION',
          record: { id: sale.providerId },
          data: {
            type: 'RECEIPT',
            entries: [
              {
                type: 'RETURN',
                details: { number: 2 },
                data: { text: 'Shampoo 250 ml', unit: { quantity: '1' } },
              },
            ],
          },
        },
      },
    });
  });

  it('is unavailable on a 429 and on a refused connection, rejected on bad credentials', async () => {
    fake.setMode('busy');
    const busy = await adapter.issueSale(saleOf('x')).catch((e: unknown) => e);
    expect(busy).toMatchObject({ kind: 'unavailable', status: 429 });
    fake.setMode('ok');
    await fake.close();
    const closed = await adapter.issueSale(saleOf('y')).catch((e: unknown) => e);
    expect(closed).toMatchObject({ kind: 'unavailable' });
    ({ fake } = await started());
    const wrong = fiskalyFiscalAdapter({
      ...credentials,
      apiSecret: 'sbagliato',
      baseUrl: fake.url,
      timeoutMs: PATIENT_MS,
    });
    const refused = await wrong.checkConnection().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FiscalError);
    expect(refused).toMatchObject({ kind: 'rejected', status: 401 });
    expect((refused as FiscalError).message).toContain('fiskaly non accetta la chiave API');
  });

  it('shows the raw exchange without the secret or the token', async () => {
    const connection = await adapter.checkConnection();
    expect(connection.message).toContain('TEST');
    const document = await adapter.issueSale(saleOf('grezzo'));
    const shown = JSON.stringify([connection.exchange, document.exchange]);
    expect(shown).not.toContain(credentials.apiSecret);
    expect(shown).toContain('Bearer …');
  });
});
