import { formatEuro } from '@agendina/scheduling';
import { describe, expect, it } from 'vitest';
import {
  emptySale,
  freeLine,
  issueRequestOf,
  lineAmountCents,
  messagesByPath,
  priceSale,
  productLine,
  saleFromDraft,
  settlementOf,
  type Sale,
} from './sale-model.ts';

const draft = {
  appointmentIds: [120, 121],
  clientId: 7,
  clientName: 'Giulia Rossi',
  lines: [
    {
      description: 'Taglio donna',
      quantity: 1,
      unitPriceCents: 3500,
      vatRate: 22 as const,
      hairdresserId: 3,
      serviceId: 5,
      appointmentId: 120,
    },
    {
      description: 'Piega',
      quantity: 1,
      unitPriceCents: 2500,
      vatRate: 22 as const,
      hairdresserId: 4,
      serviceId: 6,
      appointmentId: 121,
    },
  ],
  totals: {
    grossCents: 6000,
    discountCents: 0,
    totalCents: 6000,
    vatCents: 1082,
    netCents: 4918,
    vat: [],
  },
};

const total = (sale: Sale) => {
  const priced = priceSale(sale);
  if (!priced.ok) throw new Error(JSON.stringify(priced.problems));
  return priced.receipt.totalCents;
};

describe('the sale at /cassa', () => {
  it('prices a draft as the server does, with a total discount in %', () => {
    const sale = { ...saleFromDraft(draft), discount: { kind: 'PERCENT' as const, value: 1000 } };
    expect(total(sale)).toBe(5400);
  });

  it('sends back the draft lines with their appointments, the discount and a misto payment', () => {
    const sale: Sale = {
      ...saleFromDraft(draft),
      discount: { kind: 'AMOUNT', value: 500 },
      payment: {
        mode: 'MISTO',
        cashReceivedCents: null,
        split: { CONTANTI: 2500, CARTA: 3000, ALTRO: null },
      },
    };
    expect(settlementOf(sale, total(sale))).toMatchObject({ ok: true, changeCents: 0 });
    expect(issueRequestOf(sale, total(sale))).toEqual({
      lines: draft.lines,
      discount: { kind: 'AMOUNT', value: 500 },
      payments: [
        { method: 'CONTANTI', amountCents: 2500 },
        { method: 'CARTA', amountCents: 3000 },
      ],
      appointmentIds: [120, 121],
      clientId: 7,
    });
  });

  it('says what a misto lacks, and gives change only on cash', () => {
    const sale: Sale = {
      ...saleFromDraft(draft),
      payment: {
        mode: 'MISTO',
        cashReceivedCents: null,
        split: { CONTANTI: 1000, CARTA: 4500, ALTRO: null },
      },
    };
    const settled = settlementOf(sale, 6000);
    expect(settled.ok ? null : messagesByPath(settled.problems)).toEqual({
      payments: `Mancano ${formatEuro(500)} al totale`,
    });
    const cash = {
      ...sale,
      payment: { ...sale.payment, mode: 'CONTANTI' as const, cashReceivedCents: 10000 },
    };
    expect(settlementOf(cash, 6000)).toMatchObject({ ok: true, changeCents: 4000 });
  });

  it('a walk-in starts empty; a free line with no price is refused in Italian beside its field', () => {
    const sale = { ...emptySale(), lines: [freeLine('Shampoo', null)] };
    const priced = priceSale(sale);
    expect(priced.ok ? {} : messagesByPath(priced.problems)).toEqual({
      'lines.0.unitPriceCents': `Il prezzo va da ${formatEuro(0)} a ${formatEuro(10_000_000)}`,
    });
    const none = priceSale(emptySale());
    expect(none.ok ? {} : messagesByPath(none.problems)).toEqual({
      lines: 'Aggiungi almeno una riga',
    });
  });
});

describe('a product sold at the cash desk', () => {
  it('is one piece at its sale price and VAT, sent with its productId', () => {
    const line = productLine({
      id: 12,
      name: 'Shampoo nutriente 250 ml',
      salePriceCents: 1900,
      vatRate: 22,
    });
    const sale: Sale = { ...emptySale(), lines: [{ ...line, quantity: 2 }] };
    const priced = priceSale(sale);
    if (!priced.ok) throw new Error('the sale should price');
    expect(priced.receipt.totalCents).toBe(3800);
    expect(issueRequestOf(sale, priced.receipt.totalCents).lines).toEqual([
      {
        description: 'Shampoo nutriente 250 ml',
        quantity: 2,
        unitPriceCents: 1900,
        vatRate: 22,
        productId: 12,
      },
    ]);
  });
});

describe('a visit with an acconto paid online (decision 0064)', () => {
  const withDeposit = { ...draft, deposit: { id: 12, amountCents: 1000 } };

  it('deducts it from what is due, keeps the services at their price, and names it in «Incassa»', () => {
    const sale = saleFromDraft(withDeposit);
    const priced = priceSale(sale);
    if (!priced.ok) throw new Error(JSON.stringify(priced.problems));
    expect(priced.receipt).toMatchObject({
      advanceCents: 1000,
      discountCents: 0,
      totalCents: 5000,
    });
    expect(priced.receipt.lines.map(lineAmountCents)).toEqual([3500, 2500]);
    const request = issueRequestOf(sale, priced.receipt.totalCents);
    expect(request.depositId).toBe(12);
    expect(request.payments).toEqual([{ method: 'CONTANTI', amountCents: 5000 }]);
  });

  it('says why when discounts leave less to pay than the acconto', () => {
    const sale = {
      ...saleFromDraft(withDeposit),
      discount: { kind: 'AMOUNT' as const, value: 5500 },
    };
    const priced = priceSale(sale);
    expect(priced.ok ? {} : messagesByPath(priced.problems)).toEqual({
      deposit: `L'acconto già versato (${formatEuro(1000)}) supera il totale dello scontrino (${formatEuro(500)}): rimborsalo dall'appuntamento oppure togli gli sconti`,
    });
  });
});
