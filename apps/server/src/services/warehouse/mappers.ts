// The warehouse's rows as the contract shows them (Product, StockMovement), with the joins that
// fill their names in: one place for the products and movements of every warehouse handler (the
// product list, the ledger, the overview, proposals, orders, counts).
import { isUnderMinimum, productSettingsOf } from '@agendina/scheduling';
import { eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  products,
  purchaseOrders,
  receipts,
  stockMovements,
  suppliers,
  users,
} from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import type { Tx } from '../../db/transaction.ts';

export type ProductRow = typeof products.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;
type Reader = Database | Tx;

/** A product row with its supplier's name (null without a supplier). */
export interface ProductWithSupplier {
  product: ProductRow;
  supplierName: string | null;
}

/** The contract's Product: underMinimum only for an active product (the overview's rule). */
export function toProduct({ product, supplierName }: ProductWithSupplier): Schemas['Product'] {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: product.category,
    ean: product.ean,
    ...productSettingsOf(product),
    supplierName,
    quantity: product.quantity,
    underMinimum: product.active && isUnderMinimum(product.quantity, product.minimumStock),
    createdAt: product.createdAt.toISOString(),
  };
}

/**
 * select … from products left join suppliers, for the salon, narrowed by `where`: add orderBy,
 * limit and offset to the builder it returns.
 */
export function selectProducts(db: Reader, salonId: number, where?: SQL) {
  return db
    .select({ product: products, supplierName: suppliers.name })
    .from(products)
    .leftJoin(suppliers, salonFilter(suppliers, salonId, eq(suppliers.id, products.supplierId)))
    .where(salonFilter(products, salonId, where))
    .$dynamic();
}

/** One product of the salon with its supplier's name, or undefined. */
export async function findProduct(
  db: Reader,
  salonId: number,
  id: number,
): Promise<ProductWithSupplier | undefined> {
  const [row] = await selectProducts(db, salonId, eq(products.id, id));
  return row;
}

/** A movement row with what the ledger shows beside it. */
export interface StockMovementWithNames {
  movement: StockMovementRow;
  productName: string;
  unit: ProductRow['unit'];
  userEmail: string | null;
  purchaseOrderNumber: number | null;
  receiptNumber: string | null;
}

export function toStockMovement(row: StockMovementWithNames): Schemas['StockMovement'] {
  const { movement } = row;
  return {
    id: movement.id,
    productId: movement.productId,
    productName: row.productName,
    unit: row.unit,
    kind: movement.kind,
    quantity: movement.quantity,
    balanceAfter: movement.balanceAfter,
    reason: movement.reason,
    userEmail: row.userEmail,
    createdAt: movement.createdAt.toISOString(),
    purchaseOrderId: movement.purchaseOrderId,
    purchaseOrderNumber: row.purchaseOrderNumber,
    receiptId: movement.receiptId,
    receiptNumber: row.receiptNumber,
    inventoryCountId: movement.inventoryCountId,
  };
}

/**
 * select … from stock_movements with the product, the user, the order and the receipt, for the
 * salon, narrowed by `where`: add orderBy, limit and offset to the builder it returns.
 */
export function selectStockMovements(db: Reader, salonId: number, where?: SQL) {
  return db
    .select({
      movement: stockMovements,
      productName: products.name,
      unit: products.unit,
      userEmail: users.email,
      purchaseOrderNumber: purchaseOrders.number,
      receiptNumber: receipts.number,
    })
    .from(stockMovements)
    .innerJoin(products, salonFilter(products, salonId, eq(products.id, stockMovements.productId)))
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .leftJoin(
      purchaseOrders,
      salonFilter(purchaseOrders, salonId, eq(purchaseOrders.id, stockMovements.purchaseOrderId)),
    )
    .leftJoin(receipts, salonFilter(receipts, salonId, eq(receipts.id, stockMovements.receiptId)))
    .where(salonFilter(stockMovements, salonId, where))
    .$dynamic();
}

/** The contract's StockMovement of rows just written by appendStockMovements (by id). */
export async function loadStockMovements(
  db: Reader,
  salonId: number,
  ids: readonly number[],
): Promise<Schemas['StockMovement'][]> {
  if (ids.length === 0) return [];
  const rows = await selectStockMovements(db, salonId, inArray(stockMovements.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.movement.id, toStockMovement(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
