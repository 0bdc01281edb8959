// An admin's change to a salon (PATCH /admin/salons/{id}): written with its audit entry in one
// transaction; deactivating ends the salon's sessions, reactivating gives its accounts back.
import { eq } from 'drizzle-orm';
import { revokeSalonSessions } from '../auth/sessions.ts';
import type { Database } from '../db/database.ts';
import { salons, users } from '../db/schema/index.ts';
import type { Caller } from '../domain/caller.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { notFound } from '../domain/errors.ts';
import { recordAudit } from './audit.ts';
import { salonChange } from './salon-change.ts';

/** Applies the change (nothing is written or logged when every value is already the asked one). */
export async function updateAdminSalon(
  db: Database,
  caller: Caller,
  salonId: number,
  request: Schemas['AdminSalonUpdateRequest'],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(salons).where(eq(salons.id, salonId)).for('update');
    if (!current) throw notFound('Salone non trovato');
    const change = salonChange(current, request);
    if (change === null) return;
    await tx.update(salons).set(change.set).where(eq(salons.id, salonId));
    if (change.set.active === false) await revokeSalonSessions(tx, salonId, 'DEACTIVATED');
    // Reactivating gives the salon's accounts their login back (the owner's own deactivation
    // switched them off too).
    if (change.set.active === true)
      await tx.update(users).set({ active: true }).where(eq(users.salonId, salonId));
    await recordAudit(tx, caller, {
      salonId,
      action: 'salon.update',
      summary: change.summary,
      before: change.before,
      after: change.after,
    });
  });
}
