// New and returning clients (issue #36), summed by the database. A client's visits are their
// days with an appointment BOOKED, IN_PROGRESS or COMPLETED (VISIT_STATUSES); a visit "came back"
// when it follows the client's previous one by at most RETURN_WITHIN_DAYS (8 weeks); a client is
// new in a period when their first visit ever is in it.
import { eq, gte, inArray, lt, sql } from 'drizzle-orm';
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
  const since = periods.previous.first;
  const current = periods.current.first.toString();
  // The visit days from 8 weeks before the previous period (their predecessors) to the end.
  const visitDays = db.$with('visit_days').as(
    db
      .selectDistinct({
        clientId: appointments.clientId,
        day: sql<string>`${appointments.startAt}::date`.as('day'),
      })
      .from(appointments)
      .where(
        salonFilter(
          appointments,
          salonId,
          visit,
          gte(appointments.startAt, wallMidnight(since, -RETURN_WITHIN_DAYS)),
          lt(appointments.startAt, wallMidnight(periods.current.last, 1)),
        ),
      ),
  );
  // Each of those clients' first visit ever.
  const firsts = db.$with('first_visits').as(
    db
      .select({
        clientId: appointments.clientId,
        firstDay: sql<string>`min(${appointments.startAt})::date`.as('first_day'),
      })
      .from(appointments)
      .where(
        salonFilter(
          appointments,
          salonId,
          visit,
          inArray(appointments.clientId, db.select({ id: visitDays.clientId }).from(visitDays)),
        ),
      )
      .groupBy(appointments.clientId),
  );
  const withPrevious = db.$with('with_previous').as(
    db
      .select({
        clientId: visitDays.clientId,
        day: visitDays.day,
        previousDay:
          sql<string>`lag(${visitDays.day}) over (partition by ${visitDays.clientId} order by ${visitDays.day})`.as(
            'previous_day',
          ),
      })
      .from(visitDays),
  );
  const which = sql<Which>`case when ${withPrevious.day} >= ${current}::date then 'current' else 'previous' end`;
  const periodFirst = sql`case when ${withPrevious.day} >= ${current}::date then ${current}::date else ${since.toString()}::date end`;
  const clientsWhere = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(distinct ${withPrevious.clientId}) filter (where ${condition})`.mapWith(
      Number,
    );
  const rows = await db
    .with(visitDays, firsts, withPrevious)
    .select({
      which,
      clients: sql<number>`count(distinct ${withPrevious.clientId})`.mapWith(Number),
      newClients: clientsWhere(sql`${firsts.firstDay} >= ${periodFirst}`),
      cameBack: clientsWhere(
        sql`${withPrevious.day} - ${withPrevious.previousDay} <= ${RETURN_WITHIN_DAYS}`,
      ),
    })
    .from(withPrevious)
    .innerJoin(firsts, eq(firsts.clientId, withPrevious.clientId))
    .where(sql`${withPrevious.day} >= ${since.toString()}::date`)
    .groupBy(sql`1`);
  return {
    ...periodsView(periods),
    ...both((w: Which) => {
      const r = rows.find((x) => x.which === w);
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
