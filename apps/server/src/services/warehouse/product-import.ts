// The import of a supplier's price list (importProducts): every row is checked first, with the
// product rules of products.ts; if any row has an error nothing is written and the report lists
// them by row. A row whose EAN is a product of the salon updates it; a row without EAN updates the
// salon's product of that name without EAN (so an export imported back never duplicates); any
// other row creates a product. All rows are written in one transaction.
import { PRODUCT_UNITS, PRODUCT_USES, VAT_RATES } from '@agendina/contract';
import type { ProductUnit, ProductUse, VatRate } from '@agendina/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { products } from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import { Invalid } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { CsvSyntaxError, readCsv } from './csv-reader.ts';
import { productFieldErrors, productValues } from './products.ts';
import type { ProductValues } from './products.ts';

/** The contract's limit (the message below says it as Italians write it). */
export const MAX_IMPORT_ROWS = 5000;
const MAX_REPORTED_ERRORS = 500;

type Report = Schemas['ProductImportReport'];
type RowError = Report['errors'][number];

const csvInvalid = (message: string) => new Invalid(message, 'CSV_INVALID');

/** "Scorta minima" → "scorta_minima", "Unità" → "unita": case, accents and spaces ignored. */
export function columnKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** "9,50", "9.50", "9", "€ 9,50" → 950; null when it is not an amount in euro. */
export function euroCents(text: string): number | null {
  const compact = text.replace(/[€\s]/g, '');
  const match = /^(-?)(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** A parsed row, or its errors by column. */
function parseRow(
  cell: (column: string) => string,
): { input: Schemas['ProductInput'] } | { errors: [string, string][] } {
  const errors: [string, string][] = [];
  const name = cell('nome');
  if (name === '') errors.push(['nome', 'Il nome è obbligatorio']);
  else if (name.length > 200) errors.push(['nome', 'Il nome può avere al massimo 200 caratteri']);
  const brand = cell('marca');
  if (brand.length > 100) errors.push(['marca', 'La marca può avere al massimo 100 caratteri']);
  const category = cell('categoria');
  if (category.length > 60)
    errors.push(['categoria', 'La categoria può avere al massimo 60 caratteri']);
  const use = (cell('uso').toUpperCase().replace(/\s+/g, '_') || 'RIVENDITA') as ProductUse;
  if (!PRODUCT_USES.includes(use)) errors.push(['uso', 'Uso non valido: RIVENDITA o USO_INTERNO']);
  const unit = (cell('unita').toUpperCase() || 'PZ') as ProductUnit;
  if (!PRODUCT_UNITS.includes(unit))
    errors.push(['unita', `Unità non valida: ${PRODUCT_UNITS.join(', ')}`]);
  const money = (column: string, label: string, required: boolean): number | null => {
    const text = cell(column);
    if (text === '') {
      if (required) errors.push([column, `${label} è obbligatorio`]);
      return null;
    }
    const cents = euroCents(text);
    if (cents === null) errors.push([column, `${label} non è un importo: scrivi ad esempio 9,50`]);
    else if (cents < 0) errors.push([column, `${label} non può essere negativo`]);
    return cents;
  };
  const costCents = money('costo', 'Il costo', true);
  const salePriceCents = money('prezzo', 'Il prezzo', false);
  const vatRate = Number(cell('iva').replace('%', '').trim() || '22') as VatRate;
  if (!VAT_RATES.includes(vatRate))
    errors.push(['iva', `Aliquota IVA non valida: ${VAT_RATES.join(', ')}`]);
  const minimumText = cell('scorta_minima') || '0';
  const minimumStock = Number(minimumText);
  if (!/^\d{1,7}$/.test(minimumText) || minimumStock > 1_000_000)
    errors.push(['scorta_minima', 'La scorta minima deve essere un numero intero da 0 in su']);
  if (errors.length > 0) return { errors };
  const input: Schemas['ProductInput'] = {
    name,
    brand: brand || null,
    category: category || null,
    ean: cell('ean') || null,
    use,
    unit,
    costCents: costCents ?? 0,
    salePriceCents,
    vatRate,
    minimumStock,
  };
  const COLUMN: Record<string, string> = { ean: 'ean', salePriceCents: 'prezzo', name: 'nome' };
  const rule = Object.entries(productFieldErrors(input)).map(
    ([field, message]): [string, string] => [COLUMN[field] ?? field, message],
  );
  return rule.length > 0 ? { errors: rule } : { input };
}

interface Planned {
  row: number;
  values: ProductValues;
}

/** What the salon has: its product ids by EAN, and by lowercase name for those without EAN. */
async function existing(db: Database, salonId: number) {
  const rows = await db
    .select({ id: products.id, ean: products.ean, name: products.name })
    .from(products)
    .where(salonFilter(products, salonId));
  const byEan = new Map<string, number>();
  const byName = new Map<string, number | null>();
  for (const row of rows) {
    if (row.ean !== null) byEan.set(row.ean, row.id);
    else {
      const key = row.name.trim().toLowerCase();
      // Two products without EAN with one name: ambiguous, a row of that name creates.
      byName.set(key, byName.has(key) ? null : row.id);
    }
  }
  return { byEan, byName };
}

export async function importProducts(
  db: Database,
  salonId: number,
  csv: string,
  dryRun: boolean,
): Promise<Report> {
  let table;
  try {
    table = readCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw csvInvalid(`Il file non è leggibile: ${error.message}`);
    throw error;
  }
  const [header, ...body] = table.rows;
  const keys = (header ?? []).map(columnKey);
  if (!keys.includes('nome')) throw csvInvalid('Il file non ha la colonna obbligatoria «nome»');
  if (!keys.includes('costo')) throw csvInvalid('Il file non ha la colonna obbligatoria «costo»');
  // Blank lines (a trailing one, a spreadsheet's empty rows) are no rows.
  const lines = body
    .map((fields, i) => ({ fields, row: i + 2 }))
    .filter(({ fields }) => fields.some((f) => f.trim() !== ''));
  if (lines.length > MAX_IMPORT_ROWS)
    throw csvInvalid('Il file ha più di 5.000 righe: dividilo in più file');

  const errors: RowError[] = [];
  const planned: Planned[] = [];
  const seenEan = new Map<string, number>();
  for (const { fields, row } of lines) {
    // The export prefixes text a spreadsheet would run as a formula with an apostrophe: dropped.
    const cell = (column: string) =>
      (fields[keys.indexOf(column)]?.trim() ?? '').replace(/^'(?=[=+\-@])/, '');
    const parsed = parseRow(cell);
    if ('errors' in parsed) {
      for (const [column, message] of parsed.errors) errors.push({ row, column, message });
      continue;
    }
    const ean = parsed.input.ean;
    if (ean != null) {
      const first = seenEan.get(ean);
      if (first !== undefined) {
        errors.push({ row, column: 'ean', message: `Codice EAN già presente alla riga ${first}` });
        continue;
      }
      seenEan.set(ean, row);
    }
    planned.push({ row, values: productValues(parsed.input) });
  }

  const { byEan, byName } = await existing(db, salonId);
  const targetOf = (values: ProductValues) =>
    values.ean != null
      ? byEan.get(values.ean)
      : (byName.get(values.name.toLowerCase()) ?? undefined);
  const updated = planned.filter((p) => targetOf(p.values) !== undefined).length;
  const report = (applied: boolean, rowErrors: RowError[]): Report => ({
    rows: lines.length,
    created: rowErrors.length === 0 ? planned.length - updated : 0,
    updated: rowErrors.length === 0 ? updated : 0,
    applied,
    errors: rowErrors.slice(0, MAX_REPORTED_ERRORS),
  });
  if (errors.length > 0 || dryRun) return report(false, errors);

  let current = 0;
  try {
    await db.transaction(async (tx) => {
      for (const { row, values } of planned) {
        current = row;
        const id = targetOf(values);
        // An update keeps what the file does not say: the supplier and whether it is active.
        const { supplierId: _supplier, active: _active, ...fromFile } = values;
        if (id === undefined) await tx.insert(products).values(owned(salonId, values));
        else
          await tx
            .update(products)
            .set(fromFile)
            .where(salonFilter(products, salonId, eq(products.id, id)));
      }
    });
  } catch (error) {
    // Another save took one of these barcodes meanwhile: nothing was written; the row says so.
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    return report(false, [
      { row: current, column: 'ean', message: 'Codice EAN già usato da un altro prodotto' },
    ]);
  }
  return report(true, []);
}
