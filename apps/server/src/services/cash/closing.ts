// The daily closing ("chiusura giornaliera"): the fiscal service closes its day and the day's
// report is kept as it was then; one per salon and day.
import { FiscalError, withFiscalScope } from '../../adapters/fiscal/index.ts';
import type { FiscalAdapter } from '../../adapters/fiscal/index.ts';
import { asc, between, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { dailyClosings } from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import { conflict, refused } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { dayOf, today } from '../time.ts';
import { cashReport } from './report.ts';

/** Closes today, or the day of `at` at `at` (the demo seed replays past weeks). */
export async function closeDay(
  deps: { db: Database; fiscal: FiscalAdapter },
  salonId: number,
  userId: number,
  at?: Date,
): Promise<Schemas['DailyClosing']> {
  const date = (at ? dayOf(at) : today()).toString();
  const report = await cashReport(deps.db, salonId, date, date);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dailyClosings)
      .values(owned(salonId, { date, report, closedBy: userId, ...(at && { closedAt: at }) }))
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw conflict('La chiusura giornaliera di oggi è già stata fatta', 'DAY_ALREADY_CLOSED');
    try {
      await withFiscalScope({ salonId, db: tx }, () => deps.fiscal.closeDay());
    } catch (error) {
      if (!(error instanceof FiscalError)) throw error;
      throw refused(
        error.kind === 'unavailable'
          ? 'Il servizio fiscale non è raggiungibile: riprova la chiusura più tardi'
          : error.message,
        error.kind === 'unavailable' ? 'FISCAL_UNAVAILABLE' : 'FISCAL_REJECTED',
      );
    }
    const [{ number } = { number: 1 }] = await tx
      .select({ number: sql<number>`count(*)::int` })
      .from(dailyClosings)
      .where(salonFilter(dailyClosings, salonId, lte(dailyClosings.date, date)));
    return { id: row.id, number, date, closedAt: row.closedAt.toISOString(), report };
  });
}

/**
 * The salon's closings made on the days from `from` to `to`, newest first. Each is numbered in the
 * salon's sequence: one closing a day at most, so the k-th oldest of the period is the k-th after
 * the closings made before it.
 */
export async function listClosings(
  db: Database,
  salonId: number,
  from: string,
  to: string,
): Promise<Schemas['DailyClosing'][]> {
  const [{ before } = { before: 0 }] = await db
    .select({ before: sql<number>`count(*)::int` })
    .from(dailyClosings)
    .where(salonFilter(dailyClosings, salonId, lt(dailyClosings.date, from)));
  const rows = await db
    .select()
    .from(dailyClosings)
    .where(salonFilter(dailyClosings, salonId, between(dailyClosings.date, from, to)))
    .orderBy(asc(dailyClosings.date));
  return rows
    .map((row, i) => ({
      id: row.id,
      number: before + i + 1,
      date: row.date,
      closedAt: row.closedAt.toISOString(),
      report: row.report as Schemas['CashReport'],
    }))
    .reverse();
}
