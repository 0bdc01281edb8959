// POST /cash/receipts/{id}/email (operationId emailReceipt): the receipt's digital copy, queued
// in the e-mail outbox (a job) and sent by the worker this request nudges; 202, not "arrived".
import type { Handlers } from '../context.ts';
import { assertDigitalCash } from '../../services/cash/access.ts';
import { emailReceipt } from '../../services/cash/receipt-email.ts';
import { normaliseEmail } from '../../services/accounts.ts';
import { EMAIL_JOB } from '../../services/jobs/email.ts';

export const receiptEmailHandlers = {
  async emailReceipt(ctx) {
    await assertDigitalCash(ctx.db, ctx.salonId);
    const email = normaliseEmail(ctx.body.email);
    await emailReceipt(ctx.db, ctx.salonId, ctx.params.id, email);
    ctx.jobs.nudge(EMAIL_JOB);
    return { status: 202, body: { email, queuedAt: new Date().toISOString() } };
  },
} satisfies Partial<Handlers>;
