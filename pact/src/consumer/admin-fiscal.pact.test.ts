import { describe, expect, it } from 'vitest';
import {
  issueFiscalTestReceiptMutation,
  testFiscalConnectionMutation,
  voidFiscalTestReceiptMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { boolean, instant, like, oneOf, string } from './fixtures.ts';
import { interaction } from './support.ts';

const provider = oneOf(['simulator', 'fiskaly'], 'simulator');
/** The raw exchange is the provider's own JSON: the page shows whatever objects it holds. */
const exchange = like({ request: {}, response: {} });
const testDocument = { providerId: '5b1f7c2e-8d3a-4f60-9b1e-2c4d6f8a0b13', number: '0001-0003' };

describe('Admin fiscal tests', () => {
  it('POST /admin/fiscal/connection-test', () =>
    interaction({
      state: states.admin,
      description: 'a connection test of the fiscal service',
      method: 'POST',
      path: '/admin/fiscal/connection-test',
      status: 200,
      response: {
        provider,
        ok: boolean(true),
        message: string('Simulatore fiscale attivo'),
        exchange,
      },
      run: async (app) => {
        const result = await app.mutate(testFiscalConnectionMutation(app.client), undefined);
        expect(result.provider).toBe('simulator');
      },
    }));

  it('POST /admin/fiscal/test-receipt', () =>
    interaction({
      state: states.admin,
      description: 'a test receipt on the fiscal service',
      method: 'POST',
      path: '/admin/fiscal/test-receipt',
      status: 200,
      response: {
        provider,
        ok: true,
        message: string('Documento di prova emesso: 0001-0003'),
        document: {
          kind: 'VENDITA',
          number: string(testDocument.number),
          providerId: string(testDocument.providerId),
          issuedAt: instant(),
        },
        exchange,
      },
      run: async (app) => {
        const result = await app.mutate(issueFiscalTestReceiptMutation(app.client), undefined);
        expect(result.document?.number).toBe('0001-0003');
      },
    }));

  it('POST /admin/fiscal/test-void', () =>
    interaction({
      state: states.admin,
      description: 'a void of a test document on the fiscal service',
      method: 'POST',
      path: '/admin/fiscal/test-void',
      body: testDocument,
      status: 200,
      // ok true or false, with the service's sentence: an unknown document is refused in words.
      response: { provider, ok: boolean(true), message: string('Documento di prova emesso') },
      run: async (app) => {
        const result = await app.mutate(voidFiscalTestReceiptMutation(app.client), testDocument);
        expect(typeof result.message).toBe('string');
      },
    }));
});
