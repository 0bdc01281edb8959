import { isOpenDay, toInterval, workingRanges } from '@agendina/scheduling';
import type { Deps } from '../../deps.ts';
import type { Handlers, QueryOf, Schemas } from '../context.ts';
import { appointmentsIn } from '../../services/appointment-range.ts';
import { loadOperators, loadSalon, salonHours } from '../../services/catalog-data.ts';
import { cachedReply, salonStamp, VersionedCache } from '../../http/read-cache.ts';
import { dayRange, MAX_CALENDAR_DAYS } from '../../services/day-range.ts';

const cache = new VersionedCache<Schemas['CalendarResponse']>(100);

type CalendarQuery = QueryOf<'getCalendar'>;

/** The calendar of the days asked for, as the contract's CalendarResponse. */
async function calendarOf(
  db: Deps['db'],
  salonId: number,
  query: CalendarQuery,
): Promise<Schemas['CalendarResponse']> {
  const filter = query.hairdresserId;
  const { first, last, days } = dayRange(query.from, query.to, MAX_CALENDAR_DAYS);
  const salon = await loadSalon(db, salonId);
  const operators = await loadOperators(db, salonId);
  const hours = salonHours(salon);
  const list = await appointmentsIn(db, salonId, {
    first,
    last,
    hairdresserId: filter,
    status: query.status,
  });
  const byKey = new Map<string, Schemas['Appointment'][]>();
  for (const a of list) {
    const key = `${a.dateTime.slice(0, 10)}|${a.hairdresserId}`;
    const bucket = byKey.get(key);
    if (bucket) bucket.push(a);
    else byKey.set(key, [a]);
  }
  const shown = operators.filter((o) =>
    filter === undefined
      ? o.row.active || list.some((a) => a.hairdresserId === o.row.id)
      : o.row.id === filter,
  );
  return {
    from: first.toString(),
    to: last.toString(),
    days: days.map((day) => ({
      date: day.toString(),
      open: isOpenDay(hours, { dayOfWeek: day.dayOfWeek }),
      hairdressers: shown.map((o) => ({
        hairdresserId: o.row.id,
        hairdresserName: o.row.name,
        colorCode: o.row.colorCode,
        workingHours: workingRanges(o, hours, day).map(toInterval),
        appointments: byKey.get(`${day.toString()}|${o.row.id}`) ?? [],
      })),
    })),
  };
}

export const calendarHandlers = {
  /**
   * The calendar; served from a cache while the salon's data_version does not change, and
   * computed once for all the requests that find it changed at the same time.
   */
  async getCalendar(ctx) {
    const filter = ctx.query.hairdresserId;
    const accept = ctx.request.headers.get('accept-encoding');
    // The stamp came with the session: a cache hit costs no query of its own.
    const stamp = ctx.caller.salonStamp ?? salonStamp(await loadSalon(ctx.db, ctx.salonId));
    // Keyed on the dates as written (the contract's date format): an entry exists only for a
    // range dayRange accepted, so a hit skips parsing it again.
    const key = cache.key(stamp, ctx.query.from, ctx.query.to, filter, ctx.query.status);
    return cachedReply(
      await cache.load(key, () => calendarOf(ctx.db, ctx.salonId, ctx.query)),
      accept,
    );
  },
} satisfies Partial<Handlers>;
