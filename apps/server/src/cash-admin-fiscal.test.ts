// /admin/fiskaly-testing's calls (issue #16): ADMIN only; connection test, test receipt and
// test void answer what the fiscal service said, failures included, with the raw exchange.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAdmin, seedSalon } from './test-support/fixtures.ts';
import { simulator } from './test-support/cash-calls.ts';
import { createHarness } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';

const fiscal = simulator();
let h: Harness;
let admin: string;
let user: string;
beforeAll(async () => {
  h = await createHarness({ adapters: { fiscal } });
  admin = (await seedAdmin(h.db, h.api)).token;
  user = (await seedSalon(h.db, h.api)).token;
});
afterAll(() => h.close());

describe('admin fiscal test calls', () => {
  it('are refused to a salon account (403)', async () => {
    for (const path of ['/admin/fiscal/connection-test', '/admin/fiscal/test-receipt'])
      expect((await h.api('POST', path, { token: user })).status).toBe(403);
  });

  it('test the connection, issue a test receipt and void it, showing the raw exchange', async () => {
    const connection = await h.api('POST', '/admin/fiscal/connection-test', { token: admin });
    expect(connection.body).toMatchObject({ provider: 'simulator', ok: true });
    expect(connection.body.exchange.request).toEqual({ simulator: 'checkConnection' });

    const receipt = await h.api('POST', '/admin/fiscal/test-receipt', { token: admin });
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({ ok: true, document: { kind: 'VENDITA' } });
    expect(receipt.body.message).toBe(`Documento di prova emesso: ${receipt.body.document.number}`);
    expect(receipt.body.exchange.request.transaction.content.type).toBe('TRANSACTION');

    const original = {
      providerId: receipt.body.document.providerId,
      number: receipt.body.document.number,
    };
    const voided = await h.api('POST', '/admin/fiscal/test-void', { token: admin, body: original });
    expect(voided.body).toMatchObject({ ok: true, document: { kind: 'ANNULLO' } });
    const twice = await h.api('POST', '/admin/fiscal/test-void', { token: admin, body: original });
    expect(twice.body).toMatchObject({
      ok: false,
      message: `Il servizio fiscale ha rifiutato il documento: Il documento ${original.number} è già stato annullato`,
    });
  });

  it('say in Italian when the service is down', async () => {
    fiscal.simulate({ mode: 'down' });
    try {
      const down = await h.api('POST', '/admin/fiscal/test-receipt', { token: admin });
      expect(down.body).toMatchObject({ ok: false, provider: 'simulator' });
      expect(down.body.message).toMatch(/^Il servizio fiscale non è raggiungibile/);
    } finally {
      fiscal.simulate({ mode: 'ok' });
    }
  });
});
