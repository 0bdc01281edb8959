// The salon's suppliers (tag Magazzino): name, contacts, a checked Partita IVA, notes.
import {
  isValidPartitaIva,
  normalisePartitaIva,
  PARTITA_IVA_INVALID_MESSAGE,
} from '@agendina/scheduling';
import { asc, eq } from 'drizzle-orm';
import { suppliers } from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import { found, invalid } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import type { Database } from '../../db/database.ts';
import { clean, SUPPLIER_NOT_FOUND } from './products.ts';

type SupplierRow = typeof suppliers.$inferSelect;

function toSupplier(row: SupplierRow): Schemas['Supplier'] {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contactName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    vatNumber: row.vatNumber,
    notes: row.notes,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns a supplier is saved with; 400 for a Partita IVA whose check digit is wrong. */
function supplierValues(input: Schemas['SupplierInput']) {
  const vat = clean(input.vatNumber);
  if (vat !== null && !isValidPartitaIva(vat))
    throw invalid({ vatNumber: PARTITA_IVA_INVALID_MESSAGE });
  const name = input.name.trim();
  if (name === '') throw invalid({ name: 'Campo obbligatorio' });
  return {
    name,
    contactName: clean(input.contactName),
    email: input.email ?? null,
    phoneNumber: input.phoneNumber ?? null,
    vatNumber: vat === null ? null : normalisePartitaIva(vat),
    notes: clean(input.notes),
    active: input.active ?? true,
  };
}

async function loadSupplier(db: Database, salonId: number, id: number): Promise<SupplierRow> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(salonFilter(suppliers, salonId, eq(suppliers.id, id)));
  return found(row, SUPPLIER_NOT_FOUND);
}

/** The salon's suppliers by name. */
export async function listSuppliers(db: Database, salonId: number) {
  const rows = await db
    .select()
    .from(suppliers)
    .where(salonFilter(suppliers, salonId))
    .orderBy(asc(suppliers.name), asc(suppliers.id));
  return rows.map(toSupplier);
}

export async function createSupplier(
  db: Database,
  salonId: number,
  input: Schemas['SupplierInput'],
): Promise<Schemas['Supplier']> {
  const [row] = await db
    .insert(suppliers)
    .values(owned(salonId, supplierValues(input)))
    .returning();
  return toSupplier(row!);
}

export async function getSupplier(
  db: Database,
  salonId: number,
  id: number,
): Promise<Schemas['Supplier']> {
  return toSupplier(await loadSupplier(db, salonId, id));
}

/** Replaces the supplier's fields (checked first); not found: not the salon's. */
export async function updateSupplier(
  db: Database,
  salonId: number,
  id: number,
  input: Schemas['SupplierInput'],
): Promise<Schemas['Supplier']> {
  const values = supplierValues(input);
  await loadSupplier(db, salonId, id);
  const [row] = await db
    .update(suppliers)
    .set(values)
    .where(salonFilter(suppliers, salonId, eq(suppliers.id, id)))
    .returning();
  return toSupplier(row!);
}
