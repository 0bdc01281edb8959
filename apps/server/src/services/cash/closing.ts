// The daily closing ("chiusura giornaliera"): the fiscal service closes its day and the day's
// report is kept as it was then; one per salon and day.
import { FiscalError, withFiscalScope } from '../../adapters/fiscal/index.ts';
import type { FiscalAdapter } from '../../adapters/fiscal/index.ts';
import type { Database } from '../../db/database.ts';
import { dailyClosings } from '../../db/schema/index.ts';
import { owned } from '../../db/tenant.ts';
import { HttpError, conflict } from '../../http/errors.ts';
import type { Schemas } from '../../http/types.ts';
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
      throw new HttpError(
        422,
        error.kind === 'unavailable'
          ? 'Il servizio fiscale non è raggiungibile: riprova la chiusura più tardi'
          : error.message,
        { code: error.kind === 'unavailable' ? 'FISCAL_UNAVAILABLE' : 'FISCAL_REJECTED' },
      );
    }
    return { id: row.id, date, closedAt: row.closedAt.toISOString(), report };
  });
}
