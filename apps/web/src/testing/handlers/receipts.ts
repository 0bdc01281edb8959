import { planRefund } from '@agendina/scheduling';
import { http, type Schemas } from '../api-mocks.ts';
import { currentUser, hairdressers } from '../fixtures/salon.ts';
import { receiptFixture, summaryOf } from '../fixtures/receipts.ts';

type Receipt = Schemas['Receipt'];

/** The receipts the mock server holds, and what the stories sent it. */
export interface ReceiptsDesk {
  receipts: Receipt[];
  listed: Record<string, string>[];
  refunds: { id: number; body: Schemas['RefundRequest']; idempotencyKey: string | null }[];
  emails: string[];
}

export const newReceiptsDesk = (
  receipts: Receipt[] = [
    receiptFixture.toTransmit,
    receiptFixture.issued,
    { ...receiptFixture.voided, id: 41, number: '2026-000041' },
    { ...receiptFixture.partlyRefunded, id: 40, number: '2026-000040' },
  ],
): ReceiptsDesk => ({ receipts: [...receipts], listed: [], refunds: [], emails: [] });

const notFound = { message: 'Scontrino non trovato', code: 'RECEIPT_NOT_FOUND' };

const client: Schemas['Client'] = {
  id: 101,
  name: 'Giulia Bianchi',
  phoneNumber: '+393471234567',
  email: 'giulia.bianchi@example.it',
  notes: null,
  createdAt: '2026-02-01T10:00:00Z',
} as Schemas['Client'];

/** GET /cash/receipts (status and method filters), one receipt, void, refund, e-mail. */
export const receiptsHandlers = (desk: ReceiptsDesk) => {
  const find = (id: string) => desk.receipts.find((r) => r.id === Number(id));
  const replace = (next: Receipt) => {
    desk.receipts = desk.receipts.map((r) => (r.id === next.id ? next : r));
    return next;
  };
  return [
    http.get('/users/me', ({ response }) => response(200).json(currentUser)),
    http.get('/hairdressers', ({ response }) => response(200).json(hairdressers)),
    http.get('/clients/{id}', ({ response }) => response(200).json(client)),
    http.get('/cash/receipts', ({ request, response }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      desk.listed.push(query);
      const content = desk.receipts
        .map(summaryOf)
        .filter((r) => query['status'] === undefined || r.status === query['status'])
        .filter(
          (r) =>
            query['method'] === undefined ||
            (query['method'] === 'MISTO'
              ? r.methods.length > 1
              : r.methods.length === 1 && r.methods[0] === query['method']),
        );
      return response(200).json({
        content,
        page: Number(query['page'] ?? 0),
        size: 20,
        totalElements: content.length,
        totalPages: content.length === 0 ? 0 : 1,
      });
    }),
    http.get('/cash/receipts/{id}', ({ params, response }) => {
      const receipt = find(params.id);
      return receipt ? response(200).json(receipt) : response(404).json(notFound);
    }),
    http.post('/cash/receipts/{id}/void', ({ params, response }) => {
      const receipt = find(params.id);
      if (!receipt) return response(404).json(notFound);
      if (receipt.status === 'ANNULLATO')
        return response(409).json({
          message: `Lo scontrino ${receipt.number} è già stato annullato`,
          code: 'RECEIPT_ALREADY_VOIDED',
        });
      return response(200).json(
        replace({
          ...receipt,
          status: 'ANNULLATO',
          fiscalDocuments: [
            ...receipt.fiscalDocuments,
            { id: 90, kind: 'ANNULLO', state: 'TRASMESSO', number: '0001-0011', attempts: 1 },
          ],
        }),
      );
    }),
    http.post('/cash/receipts/{id}/refunds', async ({ params, request, response }) => {
      const receipt = find(params.id);
      if (!receipt) return response(404).json(notFound);
      const body = await request.json();
      desk.refunds.push({
        id: receipt.id,
        body,
        idempotencyKey: request.headers.get('Idempotency-Key'),
      });
      const plan = planRefund(receipt.lines, body.lines ?? []);
      if (!plan.ok)
        return response(400).json({
          message: 'Dati non validi',
          code: 'VALIDATION_FAILED',
          errors: Object.fromEntries(plan.problems.map((p) => [p.path, p.message])),
        });
      const given = new Map(plan.lines.map((l) => [l.line, l.quantity]));
      const lines = receipt.lines.map((l) => ({
        ...l,
        refundedQuantity: l.refundedQuantity + (given.get(l.line) ?? 0),
      }));
      return response(201).json(
        replace({
          ...receipt,
          lines,
          status: lines.every((l) => l.refundedQuantity === l.quantity) ? 'RESO' : 'RESO_PARZIALE',
          refundedCents: receipt.refundedCents + plan.totalCents,
          refunds: [
            ...receipt.refunds,
            {
              id: 70 + desk.refunds.length,
              createdAt: '2026-11-19T09:40:00Z',
              method: body.method,
              totalCents: plan.totalCents,
              lines: plan.lines,
            },
          ],
        }),
      );
    }),
    http.post('/cash/receipts/{id}/email', async ({ params, request, response }) => {
      if (!find(params.id)) return response(404).json(notFound);
      const { email } = await request.json();
      desk.emails.push(email);
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
        return response(400).json({
          message: 'Dati non validi',
          code: 'VALIDATION_FAILED',
          errors: { email: 'Indirizzo e-mail non valido' },
        });
      return response(202).json({ email, queuedAt: '2026-11-19T09:30:00Z' });
    }),
  ];
};
