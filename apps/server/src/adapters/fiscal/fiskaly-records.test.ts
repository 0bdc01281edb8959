import { priceReceipt, settle } from '@agendina/scheduling';
import type { DraftLine, Payment } from '@agendina/scheduling';
import { describe, expect, it } from 'vitest';
import { checkRecordShape } from '../../test-support/fake-fiskaly-shapes.ts';
import { saleRecord, salePayments } from './fiskaly-records.ts';
import {
  eightDecimals,
  euros,
  idempotencyUuid,
  lineVatUnits,
  parseDocumentNumber,
} from './provider-format.ts';
import type { SaleRequest } from './types.ts';

function sale(lines: DraftLine[], payments: Payment[], advanceCents = 0): SaleRequest {
  const priced = priceReceipt(lines, undefined, advanceCents);
  if (!priced.ok) throw new Error('prezzo');
  const settlement = settle(priced.receipt.totalCents, payments);
  if (!settlement.ok) throw new Error(JSON.stringify(settlement.problems));
  return {
    transmissionKey: 'k',
    receiptNumber: 'S-1',
    receipt: priced.receipt,
    payments,
    settlement,
  };
}

const taglio: DraftLine = {
  description: 'Taglio',
  quantity: 1,
  unitPriceCents: 2_309,
  vatRate: 22,
};

describe('writing cents the way SIGN IT reads them', () => {
  it('turns cents into decimal strings and line VAT into eighths that add back to the gross', () => {
    expect([euros(2_350), euros(5), euros(0), euros(-5)]).toEqual([
      '23.50',
      '0.05',
      '0.00',
      '-0.05',
    ]);
    // The FAQ's own example: 50,00 € at 22% is 40,98360656 + 9,01639344.
    const vat = lineVatUnits(5_000, 22);
    expect([eightDecimals(vat.exclusive), eightDecimals(vat.amount)]).toEqual([
      '40.98360656',
      '9.01639344',
    ]);
    expect(parseDocumentNumber('DCW2026/0003-0042')).toEqual({ closingNumber: 3, progressive: 42 });
    expect(parseDocumentNumber('senza numero')).toBeNull();
  });

  it('gives each transmission key and step its own fixed UUID', () => {
    const key = idempotencyUuid('scontrino-1', 'intention');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idempotencyUuid('scontrino-1', 'intention')).toBe(key);
    expect(idempotencyUuid('scontrino-1', 'transaction')).not.toBe(key);
  });
});

describe('the payments of a documento commerciale', () => {
  it('adds the cents of a cash total rounded up to the cash amount', () => {
    expect(salePayments(sale([taglio], [{ method: 'CONTANTI', amountCents: 2_310 }]))).toEqual([
      { type: 'CASH', details: { amount: '23.10' } },
    ]);
  });

  it('records a misto as what stayed in the till: the card, and the cash less the change', () => {
    const request = sale(
      [taglio],
      [
        { method: 'CARTA', amountCents: 1_000 },
        { method: 'CONTANTI', amountCents: 2_000 },
        { method: 'ALTRO', amountCents: 300 },
      ],
    );
    expect(salePayments(request)).toEqual([
      { type: 'CARD', details: { amount: '13.00' } },
      { type: 'CASH', details: { amount: '10.09' } },
    ]);
  });

  it('writes a 0% line with its natura as a VAT exemption, in a body the fake accepts', () => {
    const record = saleRecord(
      'intention',
      sale(
        [
          {
            description: 'Buono regalo',
            quantity: 1,
            unitPriceCents: 5_000,
            vatRate: 0,
            vatNature: 'N2',
          },
        ],
        [{ method: 'CARTA', amountCents: 5_000 }],
      ),
    );
    expect(record.content.operation.entries[0]?.data.vat).toMatchObject({
      type: 'VAT_EXEMPTION',
      code: 'NOT_SUBJECT',
      inclusive: '50.00',
    });
    expect(checkRecordShape(record.content)).toBeNull();
  });
});

// Issue #32 asked why a receipt stored with 1,80 € of VAT was sent with "1.80327869". fiskaly's
// FAQ "Value calculations and decimal rounding" (workspace.fiskaly.com, SIGN IT) is the
// reference: unit.price, quantity, value.discount, payments[].amount/discount and
// total_vat.inclusive carry 2 decimals; a line's vat.amount (and vat.exclusive, value.base) is
// worked out to the 8th decimal (exclusive = inclusive ÷ (1 + rate ÷ 100), amount = inclusive −
// exclusive), and the Agenzia overwrites total_vat.amount with the sum of the lines' amounts,
// to the 8th decimal too. A line of 10,00 € at 22 % is therefore 8.19672131 + 1.80327869, and
// the 1,80 € the receipt shows is that VAT rounded to the cent (decision 0043).
describe('the exact body of a sale, as SIGN IT documents each field', () => {
  it('a 10,00 € line at 22 %, paid by card', () => {
    const request = sale(
      [{ description: 'Piega', quantity: 1, unitPriceCents: 1_000, vatRate: 22 }],
      [{ method: 'CARTA', amountCents: 1_000 }],
    );
    expect(request.receipt.vatCents).toBe(180);
    const record = saleRecord('intention-1', request);
    expect(record).toEqual({
      content: {
        type: 'TRANSACTION',
        record: { id: 'intention-1' },
        operation: {
          type: 'RECEIPT',
          document: {
            number: 'S-1',
            total_vat: { amount: '1.80327869', exclusive: '8.19672131', inclusive: '10.00' },
          },
          entries: [
            {
              type: 'SALE',
              details: { concept: 'SERVICE', number: 1 },
              data: {
                type: 'ITEM',
                text: 'Piega',
                unit: { quantity: '1', price: '10.00' },
                value: { base: '8.19672131' },
                vat: {
                  type: 'VAT_RATE',
                  code: 'STANDARD',
                  percentage: '22.00',
                  exclusive: '8.19672131',
                  inclusive: '10.00',
                  amount: '1.80327869',
                },
              },
            },
          ],
          customer: { type: 'EXTERNAL' },
          payments: [{ type: 'CARD', details: { amount: '10.00' } }],
        },
      },
    });
    expect(checkRecordShape(record.content)).toBeNull();
    // Every 2-decimal field has exactly 2 decimals; only the VAT split carries 8.
    const body = JSON.stringify(record);
    expect(body.match(/"\d+\.\d{8}"/g)).toEqual([
      '"1.80327869"',
      '"8.19672131"',
      '"8.19672131"',
      '"8.19672131"',
      '"1.80327869"',
    ]);
  });
});

describe('a sale that deducts an acconto paid online (decision 0064)', () => {
  it('certifies what is paid now: each line lowered by its share, the total and VAT of the rest', () => {
    const colore: DraftLine = {
      description: 'Colore',
      quantity: 1,
      unitPriceCents: 4_500,
      vatRate: 22,
    };
    const piega: DraftLine = {
      description: 'Piega',
      quantity: 1,
      unitPriceCents: 2_500,
      vatRate: 22,
    };
    const request = sale([colore, piega], [{ method: 'CARTA', amountCents: 6_000 }], 1_000);
    const record = saleRecord('intent-1', request);
    expect(checkRecordShape(record.content)).toBeNull();
    const operation = record.content.operation;
    expect(operation.document.total_vat).toEqual({
      amount: '10.81967213',
      exclusive: '49.18032787',
      inclusive: '60.00',
    });
    expect(
      operation.entries.map((e) => [
        e.data.unit.price,
        e.data.value.discount,
        e.data.vat.inclusive,
      ]),
    ).toEqual([
      ['45.00', '6.43', '38.57'],
      ['25.00', '3.57', '21.43'],
    ]);
    expect(operation.payments).toEqual([{ type: 'CARD', details: { amount: '60.00' } }]);
  });
});
