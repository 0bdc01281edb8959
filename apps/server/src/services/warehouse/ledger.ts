// The one way a stock movement is written (issue #17): by hand, receiving an order, closing an
// inventory count, or a receipt of the cash desk, always inside the caller's transaction so the
// movement commits or rolls back with what caused it. The database trigger adds the quantity to
// the product under its row lock and records balance_after; UPDATE and DELETE are refused.
import type { StockMovementKind } from '@agendina/contract';
import { stockMovements } from '../../db/schema/index.ts';
import { owned } from '../../db/tenant.ts';
import type { Tx } from '../../db/transaction.ts';

export interface NewStockMovement {
  productId: number;
  kind: StockMovementKind;
  /** Signed: positive in, negative out (see @agendina/scheduling movementSignError). */
  quantity: number;
  reason?: string | null;
  purchaseOrderId?: number | null;
  receiptId?: number | null;
  inventoryCountId?: number | null;
}

export type StockMovementRow = typeof stockMovements.$inferSelect;

/**
 * Appends the movements for the salon, by product id so that two transactions touching the same
 * products lock them in the same order and never deadlock. Returns the rows with balanceAfter.
 * `at` dates them (the demo seed replays past weeks); the database's now() otherwise.
 */
export async function appendStockMovements(
  tx: Tx,
  salonId: number,
  userId: number | null,
  movements: readonly NewStockMovement[],
  at?: Date,
): Promise<StockMovementRow[]> {
  if (movements.length === 0) return [];
  const ordered = [...movements].sort((a, b) => a.productId - b.productId);
  const rows: StockMovementRow[] = [];
  // One insert per movement: the trigger's row lock and balance are per row, in this order.
  for (const movement of ordered) {
    const [row] = await tx
      .insert(stockMovements)
      .values(
        owned(salonId, {
          productId: movement.productId,
          kind: movement.kind,
          quantity: movement.quantity,
          reason: movement.reason ?? null,
          userId,
          purchaseOrderId: movement.purchaseOrderId ?? null,
          receiptId: movement.receiptId ?? null,
          inventoryCountId: movement.inventoryCountId ?? null,
          ...(at && { createdAt: at }),
        }),
      )
      .returning();
    rows.push(row!);
  }
  return rows;
}
