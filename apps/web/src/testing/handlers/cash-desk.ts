import { priceReceipt } from '@agendina/scheduling';
import { http, type Schemas } from '../api-mocks.ts';

const GROUP = '3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c';

/** Giulia Rossi's visit: Colore with Marta Riva, then Piega with Sara Conti, in progress. */
export const groupVisit: Schemas['CashQueueVisit'] = {
  appointmentIds: [1002, 1003],
  appointmentGroupId: GROUP,
  clientId: 42,
  clientName: 'Giulia Rossi',
  startTime: '2026-11-19T09:30:00',
  totalCents: 7000,
  services: [
    {
      appointmentId: 1002,
      serviceName: 'Colore',
      hairdresserId: 4,
      hairdresserName: 'Marta Riva',
      startTime: '2026-11-19T09:30:00',
      priceCents: 4500,
    },
    {
      appointmentId: 1003,
      serviceName: 'Piega',
      hairdresserId: 3,
      hairdresserName: 'Sara Conti',
      startTime: '2026-11-19T10:30:00',
      priceCents: 2500,
    },
  ],
};

const groupDraft: Schemas['ReceiptDraft'] = {
  appointmentIds: [1002, 1003],
  clientId: 42,
  clientName: 'Giulia Rossi',
  lines: groupVisit.services.map((s) => ({
    description: s.serviceName,
    quantity: 1,
    unitPriceCents: s.priceCents,
    vatRate: 22,
    hairdresserId: s.hairdresserId,
    serviceId: s.appointmentId === 1002 ? 6 : 7,
    appointmentId: s.appointmentId,
  })),
  totals: {
    grossCents: 7000,
    discountCents: 0,
    totalCents: 7000,
    vatCents: 1262,
    netCents: 5738,
    vat: [{ vatRate: 22, grossCents: 7000, netCents: 5738, vatCents: 1262 }],
  },
};

/** The group's draft, less the acconto paid online when the visit has one (decision 0064). */
const draftWith = (deposit: Schemas['ReceiptDeposit'] | null): Schemas['ReceiptDraft'] => {
  if (!deposit) return groupDraft;
  const priced = priceReceipt(groupDraft.lines, undefined, deposit.amountCents);
  if (!priced.ok) return { ...groupDraft, deposit };
  const { grossCents, discountCents, totalCents, vatCents, netCents, vat } = priced.receipt;
  return {
    ...groupDraft,
    deposit,
    totals: {
      grossCents,
      discountCents,
      depositCents: deposit.amountCents,
      totalCents,
      vatCents,
      netCents,
      vat,
    },
  };
};

/**
 * The receipt the mock issues, priced by the money rules as the server prices it: /cassa reads
 * its id, the receipt page it lands on shows its lines, totals and payments.
 */
const receiptOf = (
  id: number,
  body: Schemas['ReceiptIssueRequest'],
  deposit: Schemas['ReceiptDeposit'] | null,
): Schemas['Receipt'] => {
  const advance = body.depositId !== undefined && deposit ? deposit.amountCents : 0;
  const priced = priceReceipt(body.lines, body.discount, advance);
  if (!priced.ok) throw new Error(priced.problems.map((p) => p.message).join('; '));
  const { lines, advanceCents, ...rest } = priced.receipt;
  const totals = { ...rest, ...(advanceCents > 0 ? { depositCents: advanceCents } : {}) };
  const paidCents = body.payments.reduce((sum, p) => sum + p.amountCents, 0);
  return {
    id,
    number: `2026-${String(id).padStart(6, '0')}`,
    status: 'EMESSO',
    fiscalState: 'TRASMESSO',
    issuedAt: '2026-11-19T10:45:00+01:00',
    lines: lines.map((line, place) => ({
      line: place,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatRate,
      ...(line.vatNature === undefined ? {} : { vatNature: line.vatNature }),
      grossCents: line.grossCents,
      lineDiscountCents: line.lineDiscountCents,
      sharedDiscountCents: line.sharedDiscountCents,
      totalCents: line.totalCents,
      refundedQuantity: 0,
    })),
    payments: body.payments,
    totals,
    dueCents: totals.totalCents,
    roundingCents: 0,
    paidCents,
    changeCents: Math.max(0, paidCents - totals.totalCents),
    refundedCents: 0,
    appointmentIds: body.appointmentIds ?? [],
    fiscalDocuments: [
      {
        id: id + 1000,
        kind: 'VENDITA',
        state: 'TRASMESSO',
        number: `0001-${String(id).padStart(4, '0')}`,
        issuedAt: '2026-11-19T10:45:00+01:00',
        provider: 'simulator',
        attempts: 1,
      },
    ],
    refunds: [],
  };
};

/** What the mock cash desk holds and saw: a story sets the queue and reads what was sent. */
export interface CashDesk {
  visits: Schemas['CashQueueVisit'][];
  drafts: Schemas['CashDraftRequest'][];
  issued: { key: string | null; body: Schemas['ReceiptIssueRequest'] }[];
  /** The acconto paid online the group's visit has to deduct, or null. */
  deposit: Schemas['ReceiptDeposit'] | null;
  /** When set, "Incassa" is refused with this status and body. */
  refusal: { status: 409 | 500; body: Schemas['ErrorBody'] } | null;
  /** Hands an issued receipt to the mock that serves the receipt page. */
  onIssued: (receipt: Schemas['Receipt']) => void;
}

export const newCashDesk = (visits: Schemas['CashQueueVisit'][] = []): CashDesk => ({
  visits,
  drafts: [],
  issued: [],
  deposit: null,
  refusal: null,
  onIssued: () => undefined,
});

/** GET /cash/queue, POST /cash/drafts (the group) and POST /cash/receipts, kept in `desk`. */
export const cashDeskHandlers = (desk: CashDesk) => [
  http.get('/cash/queue', ({ response }) => response(200).json({ visits: desk.visits })),
  http.post('/cash/drafts', async ({ request, response }) => {
    const body = await request.json();
    desk.drafts.push(body);
    return response(200).json(draftWith(desk.deposit));
  }),
  http.post('/cash/receipts', async ({ request, response }) => {
    const body = await request.json();
    desk.issued.push({ key: request.headers.get('Idempotency-Key'), body });
    if (desk.refusal) {
      const { status, body: error } = desk.refusal;
      return status === 409 ? response(409).json(error) : response(500).json(error);
    }
    const receipt = receiptOf(500 + desk.issued.length, body, desk.deposit);
    desk.onIssued(receipt);
    return response(201).json(receipt);
  }),
];
