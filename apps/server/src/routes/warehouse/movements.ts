// The stock ledger (tag Magazzino, /magazzino/movimenti): the filtered list, newest first, and the
// movements written by hand. Every movement goes through appendStockMovements, in a transaction.
import { MOVEMENT_REASON_REQUIRED_MESSAGE, movementSignError } from '@agendina/scheduling';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { products, stockMovements } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { invalid } from '../../domain/errors.ts';
import type { Handlers } from '../context.ts';
import { salonMidnight } from '../../services/cash/salon-day.ts';
import { idempotencyKeyOf, idempotent } from '../../services/idempotency.ts';
import { pageOf } from '../../services/page.ts';
import { appendStockMovements } from '../../services/warehouse/ledger.ts';
import {
  loadStockMovements,
  selectStockMovements,
  toStockMovement,
} from '../../services/warehouse/mappers.ts';
import { productNotFound } from '../../services/warehouse/products.ts';

export const warehouseMovementHandlers = {
  async listStockMovements(ctx) {
    const { productId, kind, from, to } = ctx.query;
    if (from !== undefined && to !== undefined && to < from)
      throw invalid({ to: 'La data finale non può precedere quella iniziale' });
    const page = ctx.query.page ?? 0;
    const size = ctx.query.size ?? 50;
    // Salon days (in its time zone), as the cash report cuts them: a DST day is 23 or 25 hours.
    const where = and(
      productId === undefined ? undefined : eq(stockMovements.productId, productId),
      kind === undefined ? undefined : eq(stockMovements.kind, kind),
      from === undefined ? undefined : gte(stockMovements.createdAt, salonMidnight(from)),
      to === undefined ? undefined : lt(stockMovements.createdAt, salonMidnight(to, 1)),
    );
    const [rows, [total]] = await Promise.all([
      selectStockMovements(ctx.db, ctx.salonId, where)
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
        .limit(size)
        .offset(page * size),
      ctx.db
        .select({ count: sql<number>`count(*)::int` })
        .from(stockMovements)
        .where(salonFilter(stockMovements, ctx.salonId, where)),
    ]);
    return ctx.ok(pageOf(rows.map(toStockMovement), page, size, Number(total?.count ?? 0)));
  },

  async createStockMovement(ctx) {
    const b = ctx.body;
    const reason = b.reason?.trim() || null;
    const signError = movementSignError(b.kind, b.quantity);
    const errors: Record<string, string> = {};
    if (signError !== null) errors['quantity'] = signError;
    if (b.kind === 'RETTIFICA' && reason === null)
      errors['reason'] = MOVEMENT_REASON_REQUIRED_MESSAGE;
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const key = idempotencyKeyOf(ctx.request);
    return idempotent(ctx.db, ctx.salonId, key, 'createStockMovement', b, async (db) => {
      const movement = await db.transaction(async (tx) => {
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(salonFilter(products, ctx.salonId, eq(products.id, b.productId)));
        if (!product) throw productNotFound();
        const [row] = await appendStockMovements(tx, ctx.salonId, ctx.caller.userId, [
          { productId: b.productId, kind: b.kind, quantity: b.quantity, reason },
        ]);
        const [written] = await loadStockMovements(tx, ctx.salonId, [row!.id]);
        return written!;
      });
      return ctx.created(movement);
    });
  },
} satisfies Partial<Handlers>;
