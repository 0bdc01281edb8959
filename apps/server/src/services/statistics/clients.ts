// New and returning clients (issue #36), summed by the database. A client's visits are their
// days with an appointment BOOKED, IN_PROGRESS or COMPLETED (VISIT_STATUSES); a visit "came back"
// when it follows the client's previous one by at most RETURN_WITHIN_DAYS (8 weeks); a client is
// new in a period when their first visit ever is in it.
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { RETURN_WITHIN_DAYS, statisticsRate, VISIT_STATUSES } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { appointments } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { both, periodsView, wallMidnight } from './period.ts';
import type { Periods, Which } from './period.ts';

export async function clientStatistics(
  db: Database,
  salonId: number,
  periods: Periods,
): Promise<Schemas['ClientStatistics']> {
  const visit = inArray(appointments.status, [...VISIT_STATUSES]);
  // From 8 weeks before the previous period: the visits a period's visit may follow.
  const windowStart = wallMidnight(periods.previous.first, -RETURN_WITHIN_DAYS);
  const date = (d: Periods['current']['first']) => sql`${d.toString()}::date`;
  const visitDays = db.$with('visit_days').as(
    // Not distinct: a day's second appointment follows the first by 0 days, which never counts.
    db
      .select({
        clientId: appointments.clientId,
        day: sql<string>`${appointments.startAt}::date`.as('day'),
        // The window runs in start order: the same order of days, and the salon-client-start
        // index's own, so a year of visits is never sorted.
        at: sql<string>`${appointments.startAt}`.as('at'),
      })
      .from(appointments)
      .where(
        salonFilter(
          appointments,
          salonId,
          visit,
          gte(appointments.startAt, windowStart),
          lt(appointments.startAt, wallMidnight(periods.current.last, 1)),
        ),
      ),
  );
  const withPrevious = db.$with('with_previous').as(
    db
      .select({
        clientId: visitDays.clientId,
        day: visitDays.day,
        previousDay:
          sql<string>`lag(${visitDays.day}) over (partition by ${visitDays.clientId} order by ${visitDays.at})`.as(
            'previous_day',
          ),
      })
      .from(visitDays),
  );
  // One row per client (the window's rows come sorted by client: no sort of a year's visits).
  const inW = (w: Which) =>
    and(
      gte(withPrevious.day, periods[w].first.toString()),
      lt(withPrevious.day, periods[w].last.add({ days: 1 }).toString()),
    ) as SQL;
  const perClient = db.$with('per_client').as(
    db
      .select({
        clientId: withPrevious.clientId,
        firstDay: sql<string>`min(${withPrevious.day})`.as('first_day'),
        currentVisit: sql<boolean>`bool_or(${inW('current')})`.as('current_visit'),
        previousVisit: sql<boolean>`bool_or(${inW('previous')})`.as('previous_visit'),
        currentBack:
          sql<boolean>`coalesce(bool_or(${inW('current')} and ${withPrevious.day} - ${withPrevious.previousDay} between 1 and ${RETURN_WITHIN_DAYS}), false)`.as(
            'current_back',
          ),
        previousBack:
          sql<boolean>`coalesce(bool_or(${inW('previous')} and ${withPrevious.day} - ${withPrevious.previousDay} between 1 and ${RETURN_WITHIN_DAYS}), false)`.as(
            'previous_back',
          ),
      })
      .from(withPrevious)
      .groupBy(withPrevious.clientId),
  );
  // Never seen before the window: asked only of the clients whose first visit in it is late enough.
  const neverBefore = sql`not exists (select 1 from ${appointments} where ${salonFilter(
    appointments,
    salonId,
    sql`${appointments.clientId} = ${perClient.clientId}`,
    visit,
    lt(appointments.startAt, windowStart),
  )})`;
  const [row] = await db
    .with(visitDays, withPrevious, perClient)
    .select(
      both((w) => {
        const came = w === 'current' ? perClient.currentVisit : perClient.previousVisit;
        const back = w === 'current' ? perClient.currentBack : perClient.previousBack;
        const count = (condition: SQL) =>
          sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
        return {
          clients: count(sql`${came}`),
          newClients: count(
            sql`${came} and ${perClient.firstDay} >= ${date(periods[w].first)} and ${neverBefore}`,
          ),
          cameBack: count(sql`${back}`),
        };
      }),
    )
    .from(perClient);
  return {
    ...periodsView(periods),
    ...both((w: Which) => {
      const r = row?.[w];
      const clients = r?.clients ?? 0;
      const newClients = r?.newClients ?? 0;
      return {
        clients,
        newClients,
        returningClients: clients - newClients,
        cameBack: r?.cameBack ?? 0,
        cameBackRate: statisticsRate(r?.cameBack ?? 0, clients),
      };
    }),
  };
}
