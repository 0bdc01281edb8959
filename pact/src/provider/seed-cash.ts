import type { Database } from '@agendina/server';
import { seedSql } from './seed.ts';

// The cash desk's rows the consumer contracts read (src/shared/provider-states.ts): written as
// the server writes them when 'Incassa' answers, on the contracts' Thursday 2030-03-07. Every
// receipt is one "Taglio donna" of 35,00 € at 22% (VAT 6,31 €, the amounts priceReceipt() gives)
// by Sara Conti (operator 3) for Giulia Rossi (client 42), at 10:45 in Rome.

interface SeededReceipt {
  id: number;
  method: 'CONTANTI' | 'CARTA';
  paidCents: number;
}

async function seedTaglioReceipt(db: Database, { id, method, paidCents }: SeededReceipt) {
  await seedSql(
    db,
    `insert into receipts (id, salon_id, number, idempotency_key, request_hash, status, client_id,
       client_name, gross_cents, discount_cents, total_cents, vat_cents, net_cents, due_cents,
       rounding_cents, paid_cents, change_cents, issued_by, issued_at)
     overriding system value values
       (${id}, 1, '2030-000001', 'pact-receipt-${id}', 'pact', 'EMESSO', 42, 'Giulia Rossi', 3500,
        0, 3500, 631, 2869, 3500, 0, ${paidCents}, ${paidCents - 3500}, 12,
        '2030-03-07T10:45:00+01:00')`,
  );
  await seedSql(
    db,
    `insert into receipt_lines (id, salon_id, receipt_id, position, description, quantity,
       unit_price_cents, vat_rate, gross_cents, line_discount_cents, shared_discount_cents,
       total_cents, hairdresser_id, service_id, category)
     overriding system value values
       (${id + 1}, 1, ${id}, 0, 'Taglio donna', 1, 3500, 22, 3500, 0, 0, 3500, 3, 5, 'TAGLIO')`,
  );
  await seedSql(
    db,
    `insert into receipt_payments (id, salon_id, receipt_id, method, amount_cents)
     overriding system value values (${id + 2}, 1, ${id}, '${method}', ${paidCents})`,
  );
}

/** Receipt 500: paid 50,00 € in cash with 15,00 € change, its sale transmitted by the simulator. */
export async function seedIssuedReceipt(db: Database): Promise<void> {
  await seedTaglioReceipt(db, { id: 500, method: 'CONTANTI', paidCents: 5000 });
  await seedSql(
    db,
    `insert into fiscal_documents (id, salon_id, receipt_id, kind, state, transmission_key,
       number, closing_number, progressive, provider, issued_at)
     overriding system value values
     (503, 1, 500, 'VENDITA', 'TRASMESSO', 'pact-sale-500', '0001-0001', 1, 1, 'simulator',
      '2030-03-07T10:45:00+01:00')`,
  );
}

/** Receipt 901: paid by card (the report's day). */
export async function seedCashDay(db: Database): Promise<void> {
  await seedTaglioReceipt(db, { id: 901, method: 'CARTA', paidCents: 3500 });
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

/**
 * Receipt 901's day, closed at 19:45: closing 12, the salon's first, keeping the day's report as
 * the server computed it then.
 */
export async function seedClosedDay(db: Database): Promise<void> {
  await seedCashDay(db);
  const report = {
    from: '2030-03-07',
    to: '2030-03-07',
    receipts: 1,
    voided: 0,
    refunds: 0,
    grossCents: 3500,
    discountCents: 0,
    refundedCents: 0,
    totalCents: 3500,
    vatCents: 631,
    netCents: 2869,
    roundingCents: 0,
    vat: [{ vatRate: 22, grossCents: 3500, netCents: 2869, vatCents: 631 }],
    byMethod: [{ method: 'CARTA', amountCents: 3500 }],
    byOperator: [{ hairdresserId: 3, hairdresserName: 'Sara Conti', totalCents: 3500 }],
    byCategory: [{ category: 'TAGLIO', totalCents: 3500 }],
    byDay: [{ date: '2030-03-07', receipts: 1, totalCents: 3500 }],
  };
  await seedSql(
    db,
    `insert into daily_closings (id, salon_id, date, report, closed_by, closed_at)
     overriding system value values
     (12, 1, '2030-03-07', '${JSON.stringify(report)}', 12, '2030-03-07T19:45:00+01:00')`,
  );
}

/**
 * Deposit 12: 10,00 € paid online through the test provider for the group's visit (its first
 * appointment, 1002), not refunded and not deducted yet (issue #35, decision 0064).
 */
export async function seedDepositAtDesk(db: Database): Promise<void> {
  await seedSql(
    db,
    `insert into deposits (id, salon_id, client_id, appointment_id, group_id, checkout_id,
       provider, amount_cents, state, hold_expires_at, return_url, payment_ref, paid_at)
     overriding system value values
       (12, 1, 42, 1002, '3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c', 'tcs_test_pact_12', 'TEST', 1000,
        'PAID', '2030-03-01T10:10:00+01:00', 'https://salonebellavista.it/prenota/ritorno',
        'tpi_test_pact_12', '2030-03-01T10:02:00+01:00')`,
  );
}
