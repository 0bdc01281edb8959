// All of a salon's data for its owner (GDPR art. 20, issue #32): each table of the salon's own
// records as CSV and as JSON, in one ZIP. Every query is filtered by the salon's id, and child
// rows (receipt lines and payments, refunds) by their parent's salon: nothing of another salon.
import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { salons } from '../../db/schema/index.ts';
import type { Caller } from '../../domain/caller.ts';
import { found } from '../../domain/errors.ts';
import { recordAudit } from '../audit.ts';
import { zip } from './zip.ts';
import type { ZipEntry } from './zip.ts';

type Row = Record<string, unknown>;

/** What goes in the export: a file name and the query of the salon's rows, oldest first. */
const PARTS: readonly { file: string; rows: (salonId: number) => SQL }[] = [
  { file: 'clienti', rows: (id) => sql`select * from clients where salon_id = ${id} order by id` },
  {
    file: 'appuntamenti',
    rows: (id) => sql`select * from appointments where salon_id = ${id} order by id`,
  },
  {
    file: 'scontrini',
    rows: (id) =>
      // Not the idempotency key nor the request's hash: the desk's plumbing, not the salon's data.
      sql`select id, salon_id, number, status, client_id, client_name, gross_cents, discount_cents,
          total_cents, vat_cents, net_cents, due_cents, rounding_cents, paid_cents, change_cents,
          issued_by, issued_at
          from receipts where salon_id = ${id} order by id`,
  },
  {
    file: 'righe-scontrini',
    rows: (id) =>
      sql`select l.* from receipt_lines l join receipts r on r.id = l.receipt_id
          where r.salon_id = ${id} order by l.receipt_id, l.position`,
  },
  {
    file: 'pagamenti-scontrini',
    rows: (id) =>
      sql`select p.* from receipt_payments p join receipts r on r.id = p.receipt_id
          where r.salon_id = ${id} order by p.id`,
  },
  {
    file: 'resi',
    rows: (id) =>
      sql`select f.* from refunds f join receipts r on r.id = f.receipt_id
          where r.salon_id = ${id} order by f.id`,
  },
  {
    file: 'prodotti',
    rows: (id) => sql`select * from products where salon_id = ${id} order by id`,
  },
  {
    file: 'movimenti-magazzino',
    rows: (id) => sql`select * from stock_movements where salon_id = ${id} order by id`,
  },
  {
    file: 'conversazioni',
    rows: (id) => sql`select * from conversations where salon_id = ${id} order by id`,
  },
  {
    file: 'messaggi',
    rows: (id) => sql`select * from messages where salon_id = ${id} order by id`,
  },
  // Issue #34: the booking page's settings, and what it offers.
  {
    file: 'prenotazioni-online',
    rows: (id) => sql`select * from online_booking_settings where salon_id = ${id}`,
  },
  {
    file: 'prenotazioni-online-servizi',
    rows: (id) =>
      sql`select * from online_booking_services where salon_id = ${id} order by service_id`,
  },
  {
    file: 'prenotazioni-online-operatori',
    rows: (id) =>
      sql`select * from online_booking_operators where salon_id = ${id} order by hairdresser_id`,
  },
];

/** PostgreSQL's bigint (OID 20): node-postgres reads it as text, PGlite as a number. */
const INT8 = 20;

/** The rows with every bigint a number, so the export is the same on PGlite and PostgreSQL. */
function numbered(result: { rows: Row[]; fields?: { name: string; dataTypeID: number }[] }): Row[] {
  const bigints = (result.fields ?? []).filter((f) => f.dataTypeID === INT8).map((f) => f.name);
  if (bigints.length === 0) return result.rows;
  return result.rows.map((row) => {
    const copy = { ...row };
    for (const name of bigints)
      if (typeof copy[name] === 'string' && Number.isSafeInteger(Number(copy[name])))
        copy[name] = Number(copy[name]);
    return copy;
  });
}

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
const field = (value: unknown): string => {
  const raw = text(value);
  return /[",\r\n]/.test(raw) ? `"${raw.replace(/"/g, '""')}"` : raw;
};

export function csvOf(rows: readonly Row[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0] as Row);
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((c) => field(row[c])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

const README = (salonName: string, at: string) =>
  `Dati del salone «${salonName}» esportati da Agendina il ${at}.\r\n\r\n` +
  'Per ogni archivio c’è un file CSV (UTF-8, separato da virgole, una riga di intestazione) e un\r\n' +
  'file JSON con le stesse righe. Gli importi sono in centesimi di euro; le date in UTC (ISO 8601),\r\n' +
  'gli orari degli appuntamenti nell’ora del salone.\r\n';

/** The ZIP of the salon's data, and how many rows each file has. */
export async function salonExport(
  db: Database,
  salonId: number,
  salonName: string,
  now: Date,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; counts: Record<string, number> }> {
  const entries: ZipEntry[] = [
    { name: 'LEGGIMI.txt', data: Buffer.from(README(salonName, now.toISOString()), 'utf8') },
  ];
  const counts: Record<string, number> = {};
  for (const part of PARTS) {
    const rows = numbered(
      (await db.execute(part.rows(salonId))) as unknown as {
        rows: Row[];
        fields?: { name: string; dataTypeID: number }[];
      },
    );
    counts[part.file] = rows.length;
    entries.push(
      { name: `${part.file}.csv`, data: Buffer.from(csvOf(rows), 'utf8') },
      { name: `${part.file}.json`, data: Buffer.from(JSON.stringify(rows, null, 2), 'utf8') },
    );
  }
  return { bytes: zip(entries), counts };
}

/**
 * The owner's copy of the salon's data (GET /salon/export), written to the audit log with how
 * many rows each file held.
 */
export async function exportSalonData(
  db: Database,
  caller: Caller,
  salonId: number,
  now: Date,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; counts: Record<string, number> }> {
  const [salon] = await db.select({ name: salons.name }).from(salons).where(eq(salons.id, salonId));
  const exported = await salonExport(db, salonId, found(salon).name, now);
  const { bytes, counts } = exported;
  await db.transaction((tx) =>
    recordAudit(tx, caller, {
      salonId,
      action: 'salon.dataExport',
      summary: 'Dati del salone scaricati (portabilità, GDPR art. 20)',
      before: null,
      after: { rows: counts, bytes: bytes.length },
    }),
  );
  return exported;
}
