// The stock ledger (tag Magazzino, /magazzino/movimenti): the filtered list, newest first, and the
// movements written by hand. Every movement goes through appendStockMovements, in a transaction.
import { manualMovementErrors } from '@agendina/scheduling';
import { invalid } from '../../domain/errors.ts';
import type { Handlers } from '../context.ts';
import { idempotencyKeyOf, idempotent } from '../../services/idempotency.ts';
import { listStockMovements, writeStockMovement } from '../../services/warehouse/movements.ts';

export const warehouseMovementHandlers = {
  async listStockMovements(ctx) {
    const { from, to } = ctx.query;
    if (from !== undefined && to !== undefined && to < from)
      throw invalid({ to: 'La data finale non può precedere quella iniziale' });
    return ctx.ok(await listStockMovements(ctx.db, ctx.salonId, ctx.query));
  },

  async createStockMovement(ctx) {
    const b = ctx.body;
    const reason = b.reason?.trim() || null;
    const errors = manualMovementErrors({ kind: b.kind, quantity: b.quantity, reason });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const key = idempotencyKeyOf(ctx.request);
    return idempotent(ctx.db, ctx.salonId, key, 'createStockMovement', b, async (db) => {
      const movement = await writeStockMovement(db, ctx.salonId, ctx.caller.userId, {
        productId: b.productId,
        kind: b.kind,
        quantity: b.quantity,
        reason,
      });
      return ctx.created(movement);
    });
  },
} satisfies Partial<Handlers>;
