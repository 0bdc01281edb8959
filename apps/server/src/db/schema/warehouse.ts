// The warehouse (issue #17, MODULES.md "Warehouse"): products, suppliers, orders to suppliers,
// the stock ledger and inventory counts. stock_movements is append-only and products.quantity
// is the running sum of a product's movements: both are enforced by the database itself
// (migration 0013's triggers), so no code path can edit the ledger or set a quantity.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import type { VatRate } from '@agendina/contract';
import { receipts } from './cash.ts';
import { idColumn, instant, partOf, ref } from './common.ts';
import {
  inventoryCountStatus,
  productUnit,
  productUse,
  purchaseOrderStatus,
  stockMovementKind,
} from './enums.ts';
import { salonRef, salonRow, users } from './tenancy.ts';

export const suppliers = pgTable(
  'suppliers',
  {
    ...salonRow(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    /** Partita IVA, 11 digits, normalised (no IT prefix, no spaces). */
    vatNumber: text('vat_number'),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('suppliers_salon_name_idx').on(t.salonId, t.name)],
);

/**
 * A product. `quantity` is written ONLY by the stock_movements trigger (a direct UPDATE of it is
 * refused by products_quantity_guard): it is the sum of the product's movements, kept exact under
 * concurrency because every movement updates it under the product row's lock.
 */
export const products = pgTable(
  'products',
  {
    ...salonRow(),
    name: text('name').notNull(),
    brand: text('brand'),
    category: text('category'),
    ean: text('ean'),
    use: productUse('use').notNull(),
    unit: productUnit('unit').notNull(),
    costCents: integer('cost_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    vatRate: integer('vat_rate').$type<VatRate>().notNull(),
    minimumStock: integer('minimum_stock').notNull().default(0),
    active: boolean('active').notNull().default(true),
    supplierId: ref('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_salon_ean_unique')
      .on(t.salonId, t.ean)
      .where(sql`${t.ean} is not null`),
    index('products_salon_name_idx').on(t.salonId, t.name, t.id),
    index('products_salon_category_idx').on(t.salonId, t.category),
  ],
);

/** The product a line of the warehouse is about (an order's, a count's, the ledger's): required. */
const productRef = () =>
  ref('product_id')
    .notNull()
    .references(() => products.id);

/** The salon's order numbers, one progressive ("Ordine n. 7"). */
export const purchaseOrderCounters = pgTable('purchase_order_counters', {
  salonId: salonRef().primaryKey(),
  last: integer('last').notNull(),
});

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...salonRow(),
    number: integer('number').notNull(),
    supplierId: ref('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    status: purchaseOrderStatus('status').notNull().default('BOZZA'),
    notes: text('notes'),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    closedAt: instant('closed_at'),
  },
  (t) => [
    uniqueIndex('purchase_orders_salon_number_unique').on(t.salonId, t.number),
    index('purchase_orders_salon_status_idx').on(t.salonId, t.status),
  ],
);

/** An order line; received_quantity grows with each receipt of goods (its CARICO movements). */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    ...salonRow(),
    orderId: partOf('order_id', () => purchaseOrders.id),
    productId: productRef(),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    unitCostCents: integer('unit_cost_cents').notNull(),
  },
  (t) => [
    uniqueIndex('purchase_order_lines_order_product_unique').on(t.orderId, t.productId),
    index('purchase_order_lines_product_idx').on(t.productId),
  ],
);

export const inventoryCounts = pgTable(
  'inventory_counts',
  {
    ...salonRow(),
    status: inventoryCountStatus('status').notNull().default('APERTO'),
    note: text('note'),
    openedBy: ref('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: instant('opened_at').notNull().defaultNow(),
    closedAt: instant('closed_at'),
    adjustmentCount: integer('adjustment_count').notNull().default(0),
  },
  (t) => [
    // One open count per salon: the database answers the race of two "Apri inventario".
    uniqueIndex('inventory_counts_one_open')
      .on(t.salonId)
      .where(sql`${t.status} = 'APERTO'`),
    index('inventory_counts_salon_opened_idx').on(t.salonId, t.openedAt),
  ],
);

/** A counted product; current_quantity is filled in at closing (the ledger's quantity then). */
export const inventoryCountLines = pgTable(
  'inventory_count_lines',
  {
    ...salonRow(),
    countId: partOf('count_id', () => inventoryCounts.id),
    productId: productRef(),
    countedQuantity: integer('counted_quantity').notNull(),
    currentQuantityAtClose: integer('current_quantity_at_close'),
    countedAt: instant('counted_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inventory_count_lines_count_product_unique').on(t.countId, t.productId)],
);

/**
 * The ledger. Append-only (UPDATE and DELETE refused by stock_movements_append_only, except the
 * cascade of a salon's own deletion); balance_after is set by the insert trigger from the
 * product's new quantity. Links say where a movement came from: an order, a receipt, a count.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: idColumn(),
    salonId: salonRef(),
    productId: productRef(),
    kind: stockMovementKind('kind').notNull(),
    quantity: integer('quantity').notNull(),
    balanceAfter: integer('balance_after').notNull().default(0),
    reason: text('reason'),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    purchaseOrderId: ref('purchase_order_id').references(() => purchaseOrders.id),
    receiptId: ref('receipt_id').references(() => receipts.id),
    inventoryCountId: ref('inventory_count_id').references(() => inventoryCounts.id),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_salon_created_idx').on(t.salonId, t.createdAt, t.id),
    index('stock_movements_product_created_idx').on(t.productId, t.createdAt, t.id),
    index('stock_movements_order_idx').on(t.purchaseOrderId),
    index('stock_movements_receipt_idx').on(t.receiptId),
  ],
);
