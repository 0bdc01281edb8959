// Top services (issue #36): how many were done (appointments that held the operator's time,
// BOOKED_STATUSES) and their takings (takings.ts, the cash report's definition); the ten with
// the highest takings, then the most done, per period.
import { inArray, sql } from 'drizzle-orm';
import { BOOKED_STATUSES } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { appointments, services } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { appointmentsOfPeriods, both, periodsView, wallClockIn } from './period.ts';
import type { Periods, Which } from './period.ts';
import { takings } from './takings.ts';

const TOP = 10;

export async function topServiceStatistics(
  db: Database,
  salonId: number,
  periods: Periods,
): Promise<Schemas['TopServiceStatistics']> {
  const [counts, money, names] = await Promise.all([
    appointmentsOfPeriods(
      db,
      salonId,
      periods,
      {
        serviceId: appointments.serviceId,
        ...both((w) =>
          sql<number>`count(*) filter (where ${wallClockIn(appointments.startAt, periods, w)})`.mapWith(
            Number,
          ),
        ),
      },
      inArray(appointments.status, [...BOOKED_STATUSES]),
    ).groupBy(appointments.serviceId),
    takings(db, salonId, periods, { byDay: false }),
    db
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(salonFilter(services, salonId)),
  ]);
  const nameOf = new Map(names.map((s) => [s.id, s.name]));
  return {
    ...periodsView(periods),
    ...both((w: Which) => {
      const byService = new Map<number, { count: number; revenueCents: number }>();
      const entry = (id: number) => {
        const e = byService.get(id) ?? { count: 0, revenueCents: 0 };
        byService.set(id, e);
        return e;
      };
      for (const c of counts) if (c[w] > 0) entry(c.serviceId).count += c[w];
      for (const l of money.lines)
        if (l.serviceId !== null && l[w] !== null) entry(l.serviceId).revenueCents += l[w];
      return {
        services: [...byService]
          .filter(([id]) => nameOf.has(id))
          .map(([serviceId, e]) => ({
            serviceId,
            serviceName: nameOf.get(serviceId) as string,
            ...e,
          }))
          .sort(
            (a, b) =>
              b.revenueCents - a.revenueCents ||
              b.count - a.count ||
              a.serviceName.localeCompare(b.serviceName, 'it'),
          )
          .slice(0, TOP),
      };
    }),
  };
}
