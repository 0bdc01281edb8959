// The receipt's digital copy by e-mail (POST /cash/receipts/{id}/email, issue #16): 202 once the
// job is queued, the Italian text of the receipt as it stands, Italian validation, 404 across
// salons, and nothing queued when the call is refused.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs } from './db/schema/index.ts';
import {
  cashSuite,
  issue,
  line,
  refund,
  seedCashSalon,
  rowsIn,
} from './test-support/cash-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { waitForEmails } from './test-support/outbox.ts';

const suite = cashSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

const queued = () => rowsIn(h, jobs);

/** A receipt of two lines (35,00 € and 2 × 12,50 € at 10%), paid 50 € cash and 10 € card. */
async function twoLineReceipt() {
  const paid = await issue(h, s, {
    lines: [
      line(),
      line({ description: 'Shampoo', quantity: 2, unitPriceCents: 1250, vatRate: 10 }),
    ],
    payments: [
      { method: 'CONTANTI', amountCents: 5000 },
      { method: 'CARTA', amountCents: 1000 },
    ],
  });
  expect(paid.status).toBe(201);
  return paid.body as { id: number; number: string };
}

/** The e-mail's text with formatEuro's no-break spaces as plain ones, to compare with literals. */
const plain = (text: string | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

const send = (id: number, email: string, token = s.token) =>
  h.api('POST', `/cash/receipts/${id}/email`, { token, body: { email } });

describe('the receipt by e-mail', () => {
  it('answers 202 and the worker sends the copy: salon, number, lines, VAT by rate, total, payments, document', async () => {
    const receipt = await twoLineReceipt();
    const answer = await send(receipt.id, 'Giulia.Bianchi@Example.it');
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ email: 'giulia.bianchi@example.it' });
    expect(Date.parse(answer.body.queuedAt)).toBeGreaterThan(Date.now() - 60_000);

    const [mail] = await waitForEmails(h.db, 'giulia.bianchi@example.it');
    expect(mail?.subject).toBe(`Scontrino n. ${receipt.number} di Salone Cassa`);
    const text = plain(mail?.body);
    expect(text).toContain('Salone Cassa');
    expect(text).toMatch(
      new RegExp(`Scontrino n\\. ${receipt.number} del \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}`),
    );
    expect(text).toContain('Stato: Emesso');
    expect(text).toContain('- 1 × Taglio donna a 35,00 €: 35,00 € (IVA 22%)');
    expect(text).toContain('- 2 × Shampoo a 12,50 €: 25,00 € (IVA 10%)');
    expect(text).toContain('Totale: 60,00 €');
    expect(text).toContain('IVA 22%: imponibile 28,69 €, imposta 6,31 €');
    expect(text).toContain('IVA 10%: imponibile 22,73 €, imposta 2,27 €');
    expect(text).toContain('- Contanti: 50,00 €');
    expect(text).toContain('- Carta: 10,00 €');
    expect(text).toMatch(/- Vendita n\. \S+: Trasmesso/);
  });

  it('sends a refunded or voided receipt as it stands', async () => {
    const receipt = await twoLineReceipt();
    const refunded = await refund(h, s, receipt.id, {
      method: 'CONTANTI',
      lines: [{ line: 1, quantity: 1 }],
    });
    expect(refunded.status).toBe(201);
    expect((await send(receipt.id, 'reso@example.it')).status).toBe(202);
    const partial = plain((await waitForEmails(h.db, 'reso@example.it'))[0]?.body);
    expect(partial).toContain('Stato: Reso parziale');
    expect(partial).toContain('(IVA 10%, reso 1)');
    expect(partial).toContain('Totale reso: 12,50 €');
    expect(partial).toMatch(/- Reso n\. \S+: Trasmesso/);

    const other = await twoLineReceipt();
    expect(
      (await h.api('POST', `/cash/receipts/${other.id}/void`, { token: s.token })).status,
    ).toBe(200);
    expect((await send(other.id, 'annullo@example.it')).status).toBe(202);
    const voided = plain((await waitForEmails(h.db, 'annullo@example.it'))[0]?.body);
    expect(voided).toContain('Stato: Annullato');
    expect(voided).toContain('Questo scontrino è stato annullato');
    expect(voided).toMatch(/- Annullo n\. \S+: Trasmesso/);
  });

  it('refuses a bad address in Italian, and queues nothing', async () => {
    const receipt = await twoLineReceipt();
    const before = await queued();
    const bad = await send(receipt.id, 'non-una-email');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: 'Email non valida' });
    expect(await queued()).toBe(before);
  });

  it("answers 404 for another salon's receipt and 403 without the digital cash desk", async () => {
    const receipt = await twoLineReceipt();
    const other = await seedCashSalon(h, 'Altro Salone');
    const before = await queued();
    const theirs = await send(receipt.id, 'spia@example.it', other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'RECEIPT_NOT_FOUND' });
    const plain = await seedSalon(h.db, h.api, 'Senza cassa');
    expect((await send(receipt.id, 'spia@example.it', plain.token)).status).toBe(403);
    expect(await queued()).toBe(before);
    await h.worker.idle();
    expect(await h.db.select().from(jobs).where(eq(jobs.state, 'PENDING'))).toHaveLength(0);
  });
});
