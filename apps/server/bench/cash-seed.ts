// The cash benchmark's data (bench/cash.ts): a year of receipts for one busy salon, written
// with a few INSERT … SELECT over generate_series (seconds, not the minutes 40,000 "Incassa"
// would take), shaped like the desk writes them: two lines by two operators, card, cash or
// both, the documento commerciale of each, a void every 200 receipts and a partial refund
// (with its RESO) every 150. Other salons get receipts of their own, so every query's salon
// filter has rows to leave out.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';

/** The year the receipts fall in; the bench asks for one of its months. */
export const BENCH_YEAR = 2026;

export interface ReceiptSeed {
  salonId: number;
  userId: number | null;
  /** How many receipts, spread evenly over the year, from 09:00 every day. */
  receipts: number;
  /** The operators the lines go to, in turn. */
  operatorIds: readonly number[];
}

/** Integers only (ids and counts): safe to write into the statement. */
const list = (ids: readonly number[]) => sql.raw(`array[${ids.map(Number).join(',')}]::bigint[]`);

export async function seedReceipts(db: Database, seed: ReceiptSeed): Promise<void> {
  const { salonId, receipts } = seed;
  const perDay = Math.ceil(receipts / 365);
  const ops = list(seed.operatorIds);
  const nOps = seed.operatorIds.length;
  // The receipt's place in the year, 1…n, read back from its number "2026-000042".
  const k = sql.raw(`split_part(r.number, '-', 2)::int`);
  await db.execute(sql`
    insert into receipts (salon_id, number, idempotency_key, request_hash, status, client_name,
      gross_cents, discount_cents, total_cents, vat_cents, net_cents, due_cents, rounding_cents,
      paid_cents, change_cents, issued_by, issued_at)
    select ${salonId}, ${String(BENCH_YEAR)} || '-' || lpad(i::text, 6, '0'), 'bench-' || i, '',
      (case when i % 200 = 0 then 'ANNULLATO' when i % 150 = 7 then 'RESO_PARZIALE'
        else 'EMESSO' end)::receipt_status,
      'Cliente ' || (i % 500), 6000, 0, 6000, 1082, 4918, 6000, 0, 6000, 0, ${seed.userId},
      ((${`${BENCH_YEAR}-01-01`}::date + (i - 1) / ${perDay})::timestamp + time '09:00'
        + ((i - 1) % ${perDay}) * interval '4 minutes') at time zone 'Europe/Rome'
    from generate_series(1, ${receipts}) as i`);
  await db.execute(sql`
    insert into receipt_lines (salon_id, receipt_id, position, description, quantity,
      unit_price_cents, vat_rate, gross_cents, line_discount_cents, shared_discount_cents,
      total_cents, hairdresser_id, category)
    select r.salon_id, r.id, p.pos, p.description, 1, p.cents, 22, p.cents, 0, 0, p.cents,
      (${ops})[1 + (${k} + p.pos) % ${nOps}], p.category
    from receipts r
    cross join (values (0, 'Taglio donna', 3500, 'TAGLIO'), (1, 'Piega', 2500, 'PIEGA'))
      as p(pos, description, cents, category)
    where r.salon_id = ${salonId}`);
  await db.execute(sql`
    insert into receipt_payments (salon_id, receipt_id, method, amount_cents)
    select r.salon_id, r.id, m.method::payment_method, m.cents
    from receipts r
    cross join (values (0, 'CARTA', 6000), (1, 'CONTANTI', 6000), (2, 'CARTA', 3000),
      (2, 'CONTANTI', 3000)) as m(kind, method, cents)
    where r.salon_id = ${salonId} and ${k} % 3 = m.kind`);
  await db.execute(sql`
    insert into refunds (salon_id, receipt_id, idempotency_key, request_hash, method,
      total_cents, created_by, created_at)
    select r.salon_id, r.id, 'bench-reso-' || r.id, '', 'CONTANTI', 2500, ${seed.userId},
      r.issued_at + interval '1 day'
    from receipts r where r.salon_id = ${salonId} and r.status = 'RESO_PARZIALE'`);
  await db.execute(sql`
    insert into refund_lines (salon_id, refund_id, line, quantity, amount_cents)
    select f.salon_id, f.id, 1, 1, 2500 from refunds f where f.salon_id = ${salonId}`);
  // One documento commerciale per sale, void and refund, all transmitted, numbered per day.
  await db.execute(sql`
    insert into fiscal_documents (salon_id, receipt_id, refund_id, kind, state, transmission_key,
      number, closing_number, progressive, provider, provider_id, issued_at)
    select d.salon_id, d.receipt_id, d.refund_id, d.kind::fiscal_document_kind, 'TRASMESSO',
      'bench-' || d.salon_id || '-' || d.kind || '-' || d.receipt_id,
      lpad(d.closing::text, 4, '0') || '-' || lpad(d.progressive::text, 4, '0'), d.closing,
      d.progressive, 'simulator', 'bench-' || d.kind || '-' || d.receipt_id, d.at
    from (
      select r.salon_id, r.id as receipt_id,
        case when x.kind = 'RESO' then f.id end as refund_id, x.kind, x.at,
        (x.at at time zone 'Europe/Rome')::date - ${`${BENCH_YEAR}-01-01`}::date + 1 as closing,
        row_number() over (partition by (x.at at time zone 'Europe/Rome')::date
          order by x.at, x.kind) as progressive
      from receipts r
      left join refunds f on f.receipt_id = r.id
      cross join lateral (values ('VENDITA', r.issued_at),
        (case when r.status = 'ANNULLATO' then 'ANNULLO' end, r.issued_at + interval '1 hour'),
        (case when f.id is not null then 'RESO' end, f.created_at)) as x(kind, at)
      where r.salon_id = ${salonId} and x.kind is not null
    ) d`);
  await db.execute(sql`
    insert into receipt_counters (salon_id, year, last) values (${salonId}, ${BENCH_YEAR}, ${receipts})`);
}
