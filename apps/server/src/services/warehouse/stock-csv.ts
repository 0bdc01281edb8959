// The stock as CSV (exportStockCsv): the columns the import reads, then quantita, valore (at cost,
// stockValueCents) and sotto_minimo; semicolons, comma decimals and a BOM, as the cash desk's
// export, so a spreadsheet opens it right and the import reads it back (by EAN, else by name).
import { isUnderMinimum, stockValueCents } from '@agendina/scheduling';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { csvAmount, csvField } from '../cash/export-csv.ts';

export const STOCK_CSV_HEADER = [
  'nome',
  'marca',
  'categoria',
  'ean',
  'uso',
  'unita',
  'costo',
  'prezzo',
  'iva',
  'scorta_minima',
  'quantita',
  'valore',
  'sotto_minimo',
];

export async function stockCsv(db: Database, salonId: number): Promise<string> {
  const rows = await db
    .select()
    .from(products)
    .where(salonFilter(products, salonId))
    .orderBy(asc(products.name), asc(products.id));
  const lines = rows.map((p) =>
    [
      csvField(p.name),
      csvField(p.brand ?? ''),
      csvField(p.category ?? ''),
      p.ean ?? '',
      p.use,
      p.unit,
      csvAmount(p.costCents),
      p.salePriceCents === null ? '' : csvAmount(p.salePriceCents),
      String(p.vatRate),
      String(p.minimumStock),
      // A number, not text: never prefixed like a formula even when negative.
      String(p.quantity),
      csvAmount(stockValueCents(p.quantity, p.costCents)),
      p.active && isUnderMinimum(p.quantity, p.minimumStock) ? 'sì' : 'no',
    ].join(';'),
  );
  return `\uFEFF${[STOCK_CSV_HEADER.join(';'), ...lines].map((l) => `${l}\r\n`).join('')}`;
}
