import { http, type Schemas } from '../api-mocks.ts';

/**
 * No deposit paid: what the client card hears unless the story says otherwise
 * (.storybook/preview.tsx installs it under every story's own handlers).
 */
export const defaultDepositHandlers = [
  http.get('/clients/{id}/deposits', ({ response }) => response(200).json([])),
];

/** A visit with a deposit on the mock server, and the refunds the screen asked for. */
export interface DepositDesk {
  visit: Schemas['Appointment'];
  refunds: { id: number; note: string | undefined }[];
  /** The refusal of the next refund (409 already refunded or deducted), then none. */
  refuseNextRefund: { message: string; code: string } | null;
}

export const newDepositDesk = (visit: Schemas['Appointment']): DepositDesk => ({
  visit,
  refunds: [],
  refuseNextRefund: null,
});

/** GET /appointments/{id} and POST /deposits/{id}/refund as the server answers them. */
export const depositHandlers = (desk: DepositDesk, refundedAt = '2026-11-19T09:31:00.000Z') => [
  http.get('/appointments/{id}', ({ response }) => response(200).json(desk.visit)),
  http.post('/deposits/{id}/refund', async ({ params, request, response }) => {
    const refusal = desk.refuseNextRefund;
    if (refusal) {
      desk.refuseNextRefund = null;
      return response(409).json(refusal);
    }
    const deposit = desk.visit.deposit;
    if (!deposit || deposit.id !== Number(params.id))
      return response(404).json({ message: 'Acconto non trovato' });
    // The body is optional: an empty one is no note.
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as Schemas['DepositRefundRequest'];
    desk.refunds.push({ id: deposit.id, note: body.note });
    const refunded: Schemas['Deposit'] = {
      ...deposit,
      state: 'REFUNDED',
      refundedCents: deposit.amountCents,
      refundedAt,
      policyKeepsCents: 0,
      canRefund: false,
    };
    desk.visit = { ...desk.visit, deposit: refunded };
    return response(200).json(refunded);
  }),
];
