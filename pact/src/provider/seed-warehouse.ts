import type { Database } from '@agendina/server';
import { seedSql } from './seed.ts';

// The warehouse rows the consumer contracts read (src/shared/provider-states.ts): supplier 3,
// product 12 (a shampoo for sale, barcode 8001090123459, 2 left of a minimum of 4) and product 13
// (a colour for professional use, one below zero), their movements written through the ledger's
// trigger (so quantities and balances are the trigger's), movement 301 the shampoo's last.

export async function seedWarehouse(db: Database): Promise<void> {
  await seedSql(
    db,
    `insert into suppliers (id, salon_id, name, contact_name, email, phone_number, vat_number, notes)
     overriding system value values
       (3, 1, 'Forniture Bellezza Srl', 'Paolo Ferri', 'ordini@fornitureb.example.it',
        '+390512345678', '01234567897', 'Consegna il martedì')`,
  );
  await seedSql(
    db,
    `insert into products (id, salon_id, name, brand, category, ean, use, unit, cost_cents,
       sale_price_cents, vat_rate, minimum_stock, supplier_id)
     overriding system value values
       (12, 1, 'Shampoo nutriente 250 ml', 'Davines', 'Shampoo', '8001090123459', 'RIVENDITA',
        'PZ', 950, 1900, 22, 4, 3),
       (13, 1, 'Tinta 7.1 biondo cenere 60 ml', 'Wella Koleston', 'Colore', null, 'USO_INTERNO',
        'PZ', 520, null, 22, 5, 3)`,
  );
  await seedSql(
    db,
    `insert into stock_movements (id, salon_id, product_id, kind, quantity, reason, user_id, created_at)
     overriding system value values
       (298, 1, 13, 'CARICO', 2, null, 12, '2030-03-04T09:00:00+01:00'),
       (299, 1, 13, 'USO_INTERNO', -3, null, 12, '2030-03-06T15:00:00+01:00'),
       (300, 1, 12, 'CARICO', 6, null, 12, '2030-03-04T09:05:00+01:00'),
       (301, 1, 12, 'SCARICO', -4, 'Flaconi rotti', 12, '2030-03-07T10:05:00+01:00')`,
  );
}
