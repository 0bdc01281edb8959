import type { Database } from '@agendina/server';
import { seedSql } from './seed.ts';

// The warehouse rows the order and count contracts read (src/shared/provider-states.ts): supplier
// 3 (Forniture Bellezza Srl) and its product 12 (Shampoo nutriente 250 ml, EAN 8001090123458,
// cost 9,50 €, minimum 5) with 1 on the shelf. Stock goes in as a movement: the ledger's trigger
// sets the product's quantity, as everywhere else.

/** Supplier 3 and product 12 with 1 in stock, under its minimum, nothing on order. */
export async function seedUnderMinimum(db: Database): Promise<void> {
  await seedSql(
    db,
    `insert into suppliers (id, salon_id, name, email)
       overriding system value values (3, 1, 'Forniture Bellezza Srl', 'ordini@fornibellezza.it')`,
  );
  await seedSql(
    db,
    `insert into products (id, salon_id, name, brand, category, ean, use, unit, cost_cents,
       sale_price_cents, vat_rate, minimum_stock, supplier_id)
     overriding system value values
       (12, 1, 'Shampoo nutriente 250 ml', 'Bellavista Pro', 'Shampoo', '8001090123458',
        'RIVENDITA', 'PZ', 950, 1800, 22, 5, 3)`,
  );
  await seedSql(
    db,
    `insert into stock_movements (salon_id, product_id, kind, quantity, reason, user_id)
       values (1, 12, 'CARICO', 1, 'Giacenza iniziale', 12)`,
  );
}

/** Order 9 (n. 7) to supplier 3 for 6 of product 12, in `status` with `received` arrived. */
async function seedOrder(db: Database, status: string, received: number): Promise<void> {
  await seedUnderMinimum(db);
  const sent = status === 'BOZZA' ? 'null' : `'2030-03-05T18:00:00+01:00'`;
  await seedSql(
    db,
    `insert into purchase_orders (id, salon_id, number, supplier_id, status, created_by, created_at, sent_at)
       overriding system value values
       (9, 1, 7, 3, '${status}', 12, '2030-03-05T17:42:11+01:00', ${sent})`,
  );
  await seedSql(
    db,
    `insert into purchase_order_lines (salon_id, order_id, product_id, quantity, received_quantity, unit_cost_cents)
       values (1, 9, 12, 6, ${received}, 950)`,
  );
  await seedSql(db, `insert into purchase_order_counters (salon_id, last) values (1, 7)`);
  if (received > 0)
    await seedSql(
      db,
      `insert into stock_movements (salon_id, product_id, kind, quantity, reason, user_id, purchase_order_id)
         values (1, 12, 'CARICO', ${received}, 'Ordine n. 7', 12, 9)`,
    );
}

export const seedDraftOrder = (db: Database) => seedOrder(db, 'BOZZA', 0);
export const seedPartlyReceivedOrder = (db: Database) => seedOrder(db, 'PARZIALMENTE_RICEVUTO', 4);

/** Inventory count 21, open, with product 12 counted as 3 (the ledger says 1). */
export async function seedOpenCount(db: Database): Promise<void> {
  await seedUnderMinimum(db);
  await seedSql(
    db,
    `insert into inventory_counts (id, salon_id, status, note, opened_by, opened_at)
       overriding system value values (21, 1, 'APERTO', 'Inventario di fine mese', 12, '2030-03-07T18:30:00+01:00')`,
  );
  await seedSql(
    db,
    `insert into inventory_count_lines (salon_id, count_id, product_id, counted_quantity, counted_at)
       values (1, 21, 12, 3, '2030-03-07T18:35:00+01:00')`,
  );
}
