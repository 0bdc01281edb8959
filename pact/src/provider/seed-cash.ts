import type { Database } from '@agendina/server';
import { seedSql } from './seed.ts';

/**
 * Receipt 500 of Salone Bellavista (digital cash on in seedBase): one "Taglio donna" by operator
 * 3 for client 42, 35,00 € at 22% (VAT 6,31 €), paid 50,00 € in cash with 15,00 € change, issued
 * on 2030-03-07 at 10:45 in Rome, its sale document transmitted by the simulator. The amounts
 * are the ones priceReceipt() gives, as if "Incassa" had issued it.
 */
export async function seedIssuedReceipt(db: Database): Promise<void> {
  const statements = [
    `insert into receipts (id, salon_id, number, idempotency_key, request_hash, status, client_id,
       client_name, gross_cents, discount_cents, total_cents, vat_cents, net_cents, due_cents,
       rounding_cents, paid_cents, change_cents, issued_by, issued_at)
     overriding system value values
     (500, 1, '2030-000001', 'pact-receipt-500', 'pact', 'EMESSO', 42, 'Giulia Rossi',
      3500, 0, 3500, 631, 2869, 3500, 0, 5000, 1500, 12, '2030-03-07T10:45:00+01:00')`,
    `insert into receipt_lines (id, salon_id, receipt_id, position, description, quantity,
       unit_price_cents, vat_rate, gross_cents, line_discount_cents, shared_discount_cents,
       total_cents, hairdresser_id, service_id, category)
     overriding system value values
     (501, 1, 500, 0, 'Taglio donna', 1, 3500, 22, 3500, 0, 0, 3500, 3, 5, 'TAGLIO')`,
    `insert into receipt_payments (id, salon_id, receipt_id, method, amount_cents)
     overriding system value values (502, 1, 500, 'CONTANTI', 5000)`,
    `insert into fiscal_documents (id, salon_id, receipt_id, kind, state, transmission_key,
       number, closing_number, progressive, provider, issued_at)
     overriding system value values
     (503, 1, 500, 'VENDITA', 'TRASMESSO', 'pact-sale-500', '0001-0001', 1, 1, 'simulator',
      '2030-03-07T10:45:00+01:00')`,
  ];
  for (const statement of statements) await seedSql(db, statement);
}
