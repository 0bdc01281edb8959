// The receipts of a period as CSV for a spreadsheet or the accountant: Italian headers,
// semicolons (the comma is the decimal mark), amounts "35,00", a BOM so accents read right.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { receipts, refunds } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { paymentsOf } from './receipt-rows.ts';
import { dayOf, periodOf, timeOf } from './salon-day.ts';

const HEADER = [
  'Numero',
  'Data',
  'Ora',
  'Stato',
  'Cliente',
  'Totale',
  'IVA',
  'Imponibile',
  'Contanti',
  'Carta',
  'Altro',
  'Reso',
];

/** 3500 → "35,00"; −250 → "-2,50". */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A field as CSV: quoted when it holds a separator, a quote or a line break; text a spreadsheet
 * would run as a formula (= + - @ at the start) is prefixed with an apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function receiptsCsv(
  db: Database,
  salonId: number,
  from: string,
  to: string,
): Promise<string> {
  const inPeriod = periodOf(receipts.issuedAt, from, to);
  const [rows, payments, refunded] = await Promise.all([
    db
      .select({
        id: receipts.id,
        number: receipts.number,
        day: dayOf(receipts.issuedAt),
        time: timeOf(receipts.issuedAt),
        status: receipts.status,
        clientName: receipts.clientName,
        totalCents: receipts.totalCents,
        vatCents: receipts.vatCents,
        netCents: receipts.netCents,
        changeCents: receipts.changeCents,
      })
      .from(receipts)
      .where(salonFilter(receipts, salonId, inPeriod))
      .orderBy(asc(receipts.issuedAt), asc(receipts.id)),
    paymentsOf(db, salonId, inPeriod),
    db
      .select({ receiptId: refunds.receiptId, totalCents: refunds.totalCents })
      .from(refunds)
      .innerJoin(receipts, salonFilter(receipts, salonId, eq(receipts.id, refunds.receiptId)))
      .where(salonFilter(refunds, salonId, inPeriod)),
  ]);
  const paid = new Map<string, number>();
  const add = (key: string, cents: number) => paid.set(key, (paid.get(key) ?? 0) + cents);
  for (const p of payments) add(`${p.receiptId}/${p.method}`, p.amountCents);
  for (const r of refunded) add(`${r.receiptId}/RESO`, r.totalCents);
  const of = (id: number, what: string) => paid.get(`${id}/${what}`) ?? 0;
  const lines = rows.map((r) => {
    const [y, m, d] = r.day.split('-');
    return [
      r.number,
      `${d}/${m}/${y}`,
      r.time,
      r.status,
      r.clientName ?? '',
      csvAmount(r.totalCents),
      csvAmount(r.vatCents),
      csvAmount(r.netCents),
      csvAmount(of(r.id, 'CONTANTI') - r.changeCents),
      csvAmount(of(r.id, 'CARTA')),
      csvAmount(of(r.id, 'ALTRO')),
      csvAmount(of(r.id, 'RESO')),
    ]
      .map(csvField)
      .join(';');
  });
  return `\uFEFF${[HEADER.join(';'), ...lines].map((l) => `${l}\r\n`).join('')}`;
}
