// The «Statistiche» panels (issue #36): each refuses a salon without the entitlement (403
// PLAN_LIMIT), then a bad period (400), then sums its figures for the period and the previous one.
import type { Database } from '../../db/database.ts';
import { assertStatistics } from './access.ts';
import { clientStatistics } from './clients.ts';
import { occupancyStatistics } from './occupancy.ts';
import { statisticsPeriods } from './period.ts';
import type { Periods } from './period.ts';
import { revenueStatistics } from './revenue.ts';
import { topServiceStatistics } from './top-services.ts';
import { bookingSourceStatistics, cancellationStatistics } from './visits.ts';

type Figures<T> = (db: Database, salonId: number, periods: Periods) => Promise<T>;

const panel =
  <T>(figures: Figures<T>) =>
  async (db: Database, salonId: number, query: { from: string; to: string }): Promise<T> => {
    await assertStatistics(db, salonId);
    return figures(db, salonId, statisticsPeriods(query.from, query.to));
  };

export const statistics = {
  occupancy: panel(occupancyStatistics),
  revenue: panel(revenueStatistics),
  clients: panel(clientStatistics),
  cancellations: panel(cancellationStatistics),
  sources: panel(bookingSourceStatistics),
  topServices: panel(topServiceStatistics),
};
