// Annullo and reso under double clicks and bad input (issue #16): a refund takes an
// Idempotency-Key like "Incassa" (20 at once make one refund and one RESO document), a void is
// refused the second time, and every refusal is an Italian 4xx that writes nothing.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fiscalDocuments, receipts, refundLines, refunds } from './db/schema/index.ts';
import {
  cashSuite,
  issue,
  line,
  refund,
  seedCashSalon,
  rowsIn,
} from './test-support/cash-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';

const suite = cashSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

/** What a correction writes: refunds, their lines, fiscal documents, and the receipts' states. */
const written = async () => ({
  refunds: await rowsIn(h, refunds),
  refundLines: await rowsIn(h, refundLines),
  documents: await rowsIn(h, fiscalDocuments),
  states: (await h.db.select({ status: receipts.status }).from(receipts)).map((r) => r.status),
});

/** A paid receipt: Taglio donna 35,00 € and two Piega at 25,00 €, 85,00 € in cash. */
const sale = async () =>
  (
    await issue(h, s, {
      lines: [line(), line({ description: 'Piega', unitPriceCents: 2500, quantity: 2 })],
      payments: [{ method: 'CONTANTI', amountCents: 8500 }],
    })
  ).body as { id: number; number: string };

describe('the refund Idempotency-Key', () => {
  it('20 refunds at once with one key: one refund, one RESO document, the same receipt to all', async () => {
    const receipt = await sale();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        refund(h, s, receipt.id, { method: 'CONTANTI', lines: [{ line: 1, quantity: 1 }] }, key),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...Array<number>(19).fill(200), 201]);
    for (const answer of answers)
      expect(answer.body).toMatchObject({ status: 'RESO_PARZIALE', refundedCents: 2500 });
    expect(await written()).toEqual({
      refunds: 1,
      refundLines: 1,
      documents: 2,
      states: ['RESO_PARZIALE'],
    });
    const [reso] = await h.db
      .select({ n: count() })
      .from(fiscalDocuments)
      .where(eq(fiscalDocuments.kind, 'RESO'));
    expect(reso?.n).toBe(1);
  });

  it('a whole refund clicked twice is one refund, not a 409 "già reso per intero"', async () => {
    const receipt = await sale();
    const key = randomUUID();
    expect((await refund(h, s, receipt.id, { method: 'CARTA' }, key)).status).toBe(201);
    const again = await refund(h, s, receipt.id, { method: 'CARTA' }, key);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'RESO', refundedCents: 8500 });
    expect((await written()).refunds).toBe(1);
  });

  it('the key of one refund sent with another body or receipt: 422 in Italian, nothing written', async () => {
    const receipt = await sale();
    const other = await sale();
    const key = randomUUID();
    await refund(h, s, receipt.id, { method: 'CONTANTI', lines: [{ line: 0, quantity: 1 }] }, key);
    const before = await written();
    for (const [id, body] of [
      [receipt.id, { method: 'CONTANTI', lines: [{ line: 1, quantity: 1 }] }],
      [other.id, { method: 'CONTANTI', lines: [{ line: 0, quantity: 1 }] }],
    ] as const) {
      const reused = await refund(h, s, id, body, key);
      expect(reused.status).toBe(422);
      expect(reused.body).toEqual({
        message: 'Questa chiave di idempotenza è già stata usata per un altro reso',
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
    }
    expect(await written()).toEqual(before);
  });

  it('is required, and keys are per salon', async () => {
    const receipt = await sale();
    const missing = await h.api('POST', `/cash/receipts/${receipt.id}/refunds`, {
      token: s.token,
      body: { method: 'CARTA' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ 'Idempotency-Key': 'Campo obbligatorio' });
    const key = randomUUID();
    expect((await refund(h, s, receipt.id, { method: 'CARTA' }, key)).status).toBe(201);
    const two = await seedCashSalon(h, 'Salone Due');
    const theirs = await issue(h, two, {
      lines: [line()],
      payments: [{ method: 'CARTA', amountCents: 3500 }],
    });
    const same = await refund(h, two, theirs.body.id, { method: 'CARTA' }, key);
    expect(same.status).toBe(201);
  });
});

describe('bad corrections: a clear Italian 4xx and nothing written', () => {
  it.each([
    [
      'more pieces than are left',
      { method: 'CONTANTI', lines: [{ line: 1, quantity: 3 }] },
      { 'lines.0.quantity': 'Di "Piega" puoi rendere al massimo 2 pezzi' },
    ],
    [
      'a line the receipt lacks',
      { method: 'CONTANTI', lines: [{ line: 7, quantity: 1 }] },
      { 'lines.0.line': 'Questa riga non è nello scontrino' },
    ],
  ])('a refund of %s: 400', async (_name, body, errors) => {
    const receipt = await sale();
    const before = await written();
    const response = await refund(h, s, receipt.id, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Dati non validi',
      code: 'VALIDATION_FAILED',
      errors,
    });
    expect(await written()).toEqual(before);
  });

  it.each([
    ['a negative quantity', { method: 'CONTANTI', lines: [{ line: 0, quantity: -1 }] }],
    ['no pieces', { method: 'CONTANTI', lines: [{ line: 0, quantity: 0 }] }],
    ['an unknown method', { method: 'BITCOIN' }],
  ])('a refund with %s is refused by the contract', async (_name, body) => {
    const receipt = await sale();
    const before = await written();
    const response = await refund(h, s, receipt.id, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Dati non validi');
    expect(Object.keys(response.body.errors).length).toBeGreaterThan(0);
    expect(await written()).toEqual(before);
  });

  it('a refund over what was paid, after a partial one: 400 naming what is left', async () => {
    const receipt = await sale();
    await refund(h, s, receipt.id, { method: 'CONTANTI', lines: [{ line: 1, quantity: 2 }] });
    const before = await written();
    const over = await refund(h, s, receipt.id, {
      method: 'CONTANTI',
      lines: [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
      ],
    });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({
      'lines.1.quantity': '"Piega" è già stato reso per intero',
    });
    expect(await written()).toEqual(before);
  });

  it('a void of a voided receipt, of a refunded one, of an unknown one: 409/404 in Italian', async () => {
    const voided = await sale();
    expect(
      (await h.api('POST', `/cash/receipts/${voided.id}/void`, { token: s.token })).status,
    ).toBe(200);
    const refunded = await sale();
    await refund(h, s, refunded.id, { method: 'CONTANTI', lines: [{ line: 0, quantity: 1 }] });
    const before = await written();
    for (const [id, status, body] of [
      [
        voided.id,
        409,
        {
          message: `Lo scontrino ${voided.number} è già stato annullato`,
          code: 'RECEIPT_ALREADY_VOIDED',
        },
      ],
      [
        refunded.id,
        409,
        {
          message: `Sullo scontrino ${refunded.number} è già stato fatto un reso: per il resto fai un altro reso`,
          code: 'RECEIPT_REFUNDED',
        },
      ],
      [999_999, 404, { message: 'Scontrino non trovato', code: 'RECEIPT_NOT_FOUND' }],
    ] as const) {
      const response = await h.api('POST', `/cash/receipts/${id}/void`, { token: s.token });
      expect(response.status).toBe(status);
      expect(response.body).toEqual(body);
    }
    expect(await written()).toEqual(before);
  });

  it('a refund the fiscal service refuses: 422, nothing written, the receipt as it was', async () => {
    const receipt = await sale();
    const before = await written();
    suite.fiscal.simulate({ mode: 'reject' });
    const response = await refund(h, s, receipt.id, { method: 'CARTA' });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('FISCAL_REJECTED');
    expect(response.body.message).toMatch(/^Il servizio fiscale ha rifiutato il documento/);
    expect(await written()).toEqual(before);
  });
});
