import type { Database } from '@agendina/server';
import { seedSql } from './seed.ts';
import { seedUnderMinimum } from './seed-warehouse-orders.ts';

// The rows /magazzino/prodotti's contracts read (src/shared/provider-states.ts): supplier 3 and
// product 12 of the order contracts, and product 14 with a barcode whose check digit is right
// (a scan looks it up).

export async function seedScannedProduct(db: Database): Promise<void> {
  await seedUnderMinimum(db);
  await seedSql(
    db,
    `insert into products (id, salon_id, name, brand, category, ean, use, unit, cost_cents,
       sale_price_cents, vat_rate, minimum_stock, supplier_id)
     overriding system value values
       (14, 1, 'Balsamo idratante 200 ml', 'Bellavista Pro', 'Balsamo', '8001090123466',
        'RIVENDITA', 'PZ', 800, 1600, 22, 2, 3)`,
  );
}
