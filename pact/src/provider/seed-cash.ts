import type { Database } from '@agendina/server';
import { seedSql } from './seed.ts';

// The cash desk's rows the consumer contracts read (src/shared/provider-states.ts): written as
// the server writes them when 'Incassa' answers, on the contracts' Thursday 2030-03-07.

/** Receipt 901: Taglio donna 35,00 € (22%) by Sara Conti (3) for Giulia Rossi, paid by card. */
export async function seedCashDay(db: Database): Promise<void> {
  await seedSql(
    db,
    `insert into receipts (id, salon_id, number, idempotency_key, request_hash, status, client_id,
       client_name, gross_cents, discount_cents, total_cents, vat_cents, net_cents, due_cents,
       rounding_cents, paid_cents, change_cents, issued_by, issued_at)
     overriding system value values
       (901, 1, '2030-000001', 'pact-901', 'pact', 'EMESSO', 42, 'Giulia Rossi', 3500, 0, 3500,
        631, 2869, 3500, 0, 3500, 0, 12, '2030-03-07T10:45:00+01:00')`,
  );
  await seedSql(
    db,
    `insert into receipt_lines (salon_id, receipt_id, position, description, quantity,
       unit_price_cents, vat_rate, gross_cents, line_discount_cents, shared_discount_cents,
       total_cents, hairdresser_id, service_id, category)
     values (1, 901, 0, 'Taglio donna', 1, 3500, 22, 3500, 0, 0, 3500, 3, 5, 'TAGLIO')`,
  );
  await seedSql(
    db,
    `insert into receipt_payments (salon_id, receipt_id, method, amount_cents)
     values (1, 901, 'CARTA', 3500)`,
  );
}

/**
 * Receipt 901 with its sale still waiting for the fiscal service: document 31 DA_TRASMETTERE and
 * its transmission job, due in an hour (so only 'Ritrasmetti ora' sends it during the contract).
 */
export async function seedFiscalQueue(db: Database): Promise<void> {
  await seedCashDay(db);
  await seedSql(
    db,
    `insert into fiscal_documents (id, salon_id, receipt_id, kind, state, transmission_key)
     overriding system value values (31, 1, 901, 'VENDITA', 'DA_TRASMETTERE', 'pact-vendita-901')`,
  );
  await seedSql(
    db,
    `insert into jobs (key, kind, payload, state, run_at, attempts, last_error)
     values ('fiscal:31', 'fiscal.transmit', '{"salonId":1,"documentId":31}', 'PENDING',
       now() + interval '1 hour', 1,
       'Il servizio fiscale non è raggiungibile: lo scontrino resta da trasmettere e verrà inviato appena torna disponibile')`,
  );
}
