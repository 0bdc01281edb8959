// The cash desk's operations (tag Cassa, openapi/paths/cash.yaml): every one needs the salon's
// digital cash desk (403 otherwise); the work is in services/cash.
import type { Handlers } from '../context.ts';
import { invalid } from '../../domain/errors.ts';
import { assertDigitalCash } from '../../services/cash/access.ts';
import { refundReceipt, voidReceipt } from '../../services/cash/corrections.ts';
import { createDraft } from '../../services/cash/draft.ts';
import { issueReceipt } from '../../services/cash/issue.ts';
import { fiscalQueue, retryFiscalQueue } from '../../services/cash/queue.ts';
import { listReceipts, readReceipt } from '../../services/cash/read.ts';
import { listCashQueue } from '../../services/cash/visit-queue.ts';

export const cashHandlers = {
  async listCashQueue(ctx) {
    await assertDigitalCash(ctx.db, ctx.salonId);
    return ctx.ok(await listCashQueue(ctx.db, ctx.salonId));
  },

  async createCashDraft(ctx) {
    await assertDigitalCash(ctx.db, ctx.salonId);
    return ctx.ok(await createDraft(ctx.db, ctx.salonId, ctx.body));
  },

  async issueReceipt(ctx) {
    await assertDigitalCash(ctx.db, ctx.salonId);
    // The validation middleware has checked the header against the contract.
    const key = ctx.request.headers.get('idempotency-key') ?? '';
    const { receiptId, created } = await issueReceipt(
      { db: ctx.db, fiscal: ctx.adapters.fiscal },
      ctx.salonId,
      ctx.caller.userId,
      key,
      ctx.body,
    );
    const receipt = await readReceipt(ctx.db, ctx.salonId, receiptId);
    return created ? ctx.created(receipt) : ctx.ok(receipt);
  },

  async listReceipts(ctx) {
    await assertDigitalCash(ctx.db, ctx.salonId);
    const { from, to, method, hairdresserId, status, page = 0, size = 20 } = ctx.query;
    if (from && to && to < from)
      throw invalid({ to: 'La data finale non può precedere quella iniziale' });
    return ctx.ok(
      await listReceipts(
        ctx.db,
        ctx.salonId,
        { from, to, method, hairdresserId, status },
        page,
        size,
      ),
    );
  },

  async getReceipt(ctx) {
    await assertDigitalCash(ctx.db, ctx.salonId);
    return ctx.ok(await readReceipt(ctx.db, ctx.salonId, ctx.params.id));
  },

  async voidReceipt(ctx) {
    await assertDigitalCash(ctx.db, ctx.salonId);
    await voidReceipt(
      { db: ctx.db, fiscal: ctx.adapters.fiscal },
      ctx.salonId,
      ctx.caller.userId,
      ctx.params.id,
    );
    return ctx.ok(await readReceipt(ctx.db, ctx.salonId, ctx.params.id));
  },

  async refundReceipt(ctx) {
    await assertDigitalCash(ctx.db, ctx.salonId);
    // Required by the contract, checked by the validation middleware like issueReceipt's.
    const key = ctx.request.headers.get('idempotency-key') ?? '';
    const { created } = await refundReceipt(
      { db: ctx.db, fiscal: ctx.adapters.fiscal },
      ctx.salonId,
      ctx.caller.userId,
      ctx.params.id,
      key,
      ctx.body,
    );
    const receipt = await readReceipt(ctx.db, ctx.salonId, ctx.params.id);
    return created ? ctx.created(receipt) : ctx.ok(receipt);
  },

  async getFiscalQueue(ctx) {
    await assertDigitalCash(ctx.db, ctx.salonId);
    return ctx.ok(await fiscalQueue(ctx.db, ctx.salonId));
  },

  async retryFiscalQueue(ctx) {
    await assertDigitalCash(ctx.db, ctx.salonId);
    return ctx.ok(await retryFiscalQueue(ctx.db, ctx.adapters.fiscal, ctx.salonId));
  },
} satisfies Partial<Handlers>;
