// The statistics benchmark's data (bench/statistics.ts): two years of a busy salon (2025 and
// 2026), written with a few INSERT … SELECT over generate_series; its clients grow from 300 to
// 3,000 over the two years, so every month has new ones. Visits fill the operators'
// days from 09:00 every two hours, in turn: a colour with a wait, a cut, a blow-dry, a treatment,
// a beard; of every 100, 3 no-shows, 7 cancellations (half of them late, one in seven by the
// salon), a request, the rest completed (booked after today); sources in turn; every tenth and
// eleventh visit one group. Receipts every day, two lines by two operators, a void every 200 and
// a refund every 150, as bench/cash-seed.ts writes them.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { clients, hairdressers, salons, services, timeOff } from '../src/db/schema/index.ts';

export const OPERATORS = 14;
const OPEN = '[["09:00","19:00"]]';
const WEEK = `{${['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => `"${d}":${OPEN}`).join(',')}}`;
const CATALOG = [
  { name: 'Colore', category: 'COLORE', minutes: 90, cents: 4500 },
  { name: 'Taglio donna', category: 'TAGLIO', minutes: 45, cents: 3500 },
  { name: 'Piega', category: 'PIEGA', minutes: 30, cents: 2500 },
  { name: 'Trattamento', category: 'TRATTAMENTO', minutes: 60, cents: 4000 },
  { name: 'Barba', category: 'ALTRO', minutes: 30, cents: 1500 },
] as const;

export const FIRST_DAY = '2025-01-01';
export const DAYS = 730;

export interface StatisticsSeed {
  salonId: number;
  visits: number;
  receipts: number;
  /** Their ids in turn; at most 5 slots a day each (09:00 … 17:00). */
  operatorIds: readonly number[];
  clientIds: readonly number[];
  /** Colore, Taglio, Piega, Trattamento, Barba: their ids, names, minutes, cents, categories. */
  services: readonly {
    id: number;
    name: string;
    minutes: number;
    cents: number;
    category: string;
  }[];
}

const ids = (list: readonly number[]) => sql.raw(`array[${list.map(Number).join(',')}]::bigint[]`);
const texts = (list: readonly string[]) =>
  sql.raw(`array[${list.map((t) => `'${t.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const ints = (list: readonly number[]) => sql.raw(`array[${list.map(Number).join(',')}]::int[]`);

export async function seedStatistics(db: Database, seed: StatisticsSeed): Promise<void> {
  const { salonId } = seed;
  const perDay = Math.ceil(seed.visits / DAYS);
  const nOps = seed.operatorIds.length;
  if (perDay > nOps * 5) throw new Error(`troppe visite al giorno per ${nOps} operatori`);
  const ops = ids(seed.operatorIds);
  const people = ids(seed.clientIds);
  const svc = ids(seed.services.map((s) => s.id));
  const names = texts(seed.services.map((s) => s.name));
  const minutes = ints(seed.services.map((s) => s.minutes));
  const nSvc = seed.services.length;
  const wait = JSON.stringify([
    { startOffset: 0, duration: 30 },
    { startOffset: 60, duration: 30 },
  ]);
  await db.execute(sql`
    insert into appointments (salon_id, client_id, hairdresser_id, service_id, service_name,
      price_cents, start_at, end_at, duration_minutes, status, source, group_id, service_order,
      active_periods, cancellation_reason, cancelled_at)
    select ${salonId},
      (${people})[1 + (i * 7919) % least(${seed.clientIds.length}, 300 + i / 18)],
      (${ops})[1 + j % ${nOps}], (${svc})[1 + i % ${nSvc}], (${names})[1 + i % ${nSvc}], 0,
      v.start_at, v.start_at + make_interval(mins => (${minutes})[1 + i % ${nSvc}]),
      (${minutes})[1 + i % ${nSvc}],
      (case when i % 100 < 3 then 'NO_SHOW' when i % 100 < 10 then 'CANCELLED'
        when i % 100 = 10 then 'REQUESTED' when v.start_at > localtimestamp then 'BOOKED'
        else 'COMPLETED' end)::appointment_status,
      (array['WHATSAPP_AI','VOICE_AI','MANUAL','ONLINE'])[1 + i % 4]::appointment_source,
      case when i % 10 in (1, 2) then md5('g' || ${salonId} || '-' || (i / 10))::uuid end,
      case when i % 10 in (1, 2) then i % 10 end,
      case when i % ${nSvc} = 0 then ${wait} end,
      case when i % 100 between 3 and 9 then
        (case when i % 7 = 0 then 'SALON' else 'CLIENT_REQUEST' end)::cancellation_reason end,
      case when i % 100 between 3 and 9 then
        (v.start_at - make_interval(hours => (i % 2) * 48 + 3)) at time zone 'Europe/Rome' end
    from generate_series(0, ${seed.visits - 1}) as i,
      lateral (select i % ${perDay} as j) s,
      lateral (select ${FIRST_DAY}::date + i / ${perDay} + time '09:00'
        + (j / ${nOps}) * interval '2 hours' as start_at) v`);
  const perDayReceipts = Math.ceil(seed.receipts / DAYS);
  const cents = ints(seed.services.map((s) => s.cents));
  const categories = texts(seed.services.map((s) => s.category));
  await db.execute(sql`
    insert into receipts (salon_id, number, idempotency_key, request_hash, status, client_name,
      gross_cents, discount_cents, total_cents, vat_cents, net_cents, due_cents, rounding_cents,
      paid_cents, change_cents, issued_at)
    select ${salonId}, 'S-' || lpad(i::text, 6, '0'), 'bench-' || i, '',
      (case when i % 200 = 0 then 'ANNULLATO' when i % 150 = 7 then 'RESO_PARZIALE'
        else 'EMESSO' end)::receipt_status,
      'Cliente ' || (i % 500), t.total, 0, t.total, 0, t.total, t.total, 0, t.total, 0,
      ((${FIRST_DAY}::date + (i - 1) / ${perDayReceipts})::timestamp + time '09:30'
        + ((i - 1) % ${perDayReceipts}) * interval '9 minutes') at time zone 'Europe/Rome'
    from generate_series(1, ${seed.receipts}) as i,
      lateral (select (${cents})[1 + i % ${nSvc}] + 2500 as total) t`);
  const k = sql.raw(`split_part(r.number, '-', 2)::int`);
  await db.execute(sql`
    insert into receipt_lines (salon_id, receipt_id, position, description, quantity,
      unit_price_cents, vat_rate, gross_cents, line_discount_cents, shared_discount_cents,
      total_cents, hairdresser_id, service_id, category)
    select r.salon_id, r.id, p.pos,
      case when p.pos = 0 then (${names})[1 + ${k} % ${nSvc}] else 'Piega' end, 1,
      p.cents, 22, p.cents, 0, 0, p.cents, (${ops})[1 + (${k} + p.pos) % ${nOps}],
      case when p.pos = 0 then (${svc})[1 + ${k} % ${nSvc}] else (${svc})[3] end,
      case when p.pos = 0 then (${categories})[1 + ${k} % ${nSvc}] else 'PIEGA' end
    from receipts r
    cross join lateral (values (0, (${cents})[1 + ${k} % ${nSvc}]), (1, 2500)) as p(pos, cents)
    where r.salon_id = ${salonId}`);
  await db.execute(sql`
    insert into refunds (salon_id, receipt_id, idempotency_key, request_hash, method,
      total_cents, created_at)
    select r.salon_id, r.id, 'bench-reso-' || r.id, '', 'CONTANTI', 2500,
      r.issued_at + interval '1 day'
    from receipts r where r.salon_id = ${salonId} and r.status = 'RESO_PARZIALE'`);
  await db.execute(sql`
    insert into refund_lines (salon_id, refund_id, line, quantity, amount_cents)
    select f.salon_id, f.id, 1, 1, 2500 from refunds f where f.salon_id = ${salonId}`);
}

/** A salon with its operators, catalogue, clients and two years of visits and receipts. */
export async function salonWithHistory(
  db: Database,
  name: string,
  visits: number,
  receipts: number,
) {
  const [salon] = await db
    .insert(salons)
    .values({ name, openingHours: WEEK })
    .returning({ id: salons.id });
  const salonId = salon!.id;
  const ops = await db
    .insert(hairdressers)
    .values(
      Array.from({ length: OPERATORS }, (_v, i) => ({
        salonId,
        name: `Operatore ${String(i + 1).padStart(2, '0')}`,
        // One works mornings only: the operator's own hours.
        workingHours: i === 0 ? WEEK.replaceAll('"19:00"', '"13:00"') : null,
      })),
    )
    .returning({ id: hairdressers.id });
  // A fortnight off a year for each.
  await db.insert(timeOff).values(
    ops.flatMap((o, i) =>
      ['2025', '2026'].map((year) => ({
        salonId,
        hairdresserId: o.id,
        startDate: `${year}-08-${String(1 + (i % 14)).padStart(2, '0')}`,
        endDate: `${year}-08-${String(14 + (i % 14)).padStart(2, '0')}`,
      })),
    ),
  );
  const catalog = await db
    .insert(services)
    .values(
      CATALOG.map((s) => ({
        salonId,
        name: s.name,
        category: s.category,
        price: s.cents,
        durationMinutes: s.minutes,
      })),
    )
    .returning({ id: services.id });
  const people = await db
    .insert(clients)
    .values(
      Array.from({ length: 3_000 }, (_v, i) => ({
        salonId,
        name: `Cliente ${i + 1}`,
        phoneNumber: `+39347${String(3000000 + salonId * 10000 + i)}`,
      })),
    )
    .returning({ id: clients.id });
  await seedStatistics(db, {
    salonId,
    visits,
    receipts,
    operatorIds: ops.map((o) => o.id),
    clientIds: people.map((c) => c.id),
    services: CATALOG.map((s, i) => ({ ...s, id: catalog[i]!.id })),
  });
  return salonId;
}
