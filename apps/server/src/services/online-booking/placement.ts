// Where a client's chosen time lands (issue #34), for a new booking and for a visit moved through
// the manage link alike: inside the page's window (horizon, notice), then among the placements
// onlinePlacements offers; a time not offered is refused with the rule that hides it, or, when
// someone took it meanwhile, with the day's times still free.
import { Temporal } from 'temporal-polyfill';
import {
  ONLINE_WHY,
  formatMinuteOfDay,
  onlinePlacements,
  whyNotOffered,
} from '@agendina/scheduling';
import type { OnlinePlacement } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { Conflict, refused } from '../../domain/errors.ts';
import { rulePlanWorld } from '../plan.ts';
import type { World } from '../world.ts';
import { pageSearch, pageWindow } from './page.ts';
import type { PageQuery, PageSettings, Whose } from './page.ts';

export const TAKEN_MESSAGE = 'Questo orario è appena stato prenotato. Scegli un altro orario.';

/** The 409 of a time taken meanwhile, with the day's times still free. */
function taken(times: readonly string[]): Conflict {
  return new Conflict(TAKEN_MESSAGE, 'SLOT_TAKEN', { times: times.slice(0, 8).join(', ') });
}

export interface Chosen {
  start: Temporal.PlainDateTime;
  placement: OnlinePlacement;
  world: World;
}

/** The chosen date and time as a salon-local start, refused outside the page's window. */
export function startInWindow(
  settings: PageSettings,
  timeZone: string,
  choice: { date: string; time: string },
): Temporal.PlainDateTime {
  const window = pageWindow(settings, timeZone);
  const date = Temporal.PlainDate.from(choice.date);
  const [hour = 0, minute = 0] = choice.time.split(':').map(Number);
  const start = date.toPlainDateTime({ hour, minute });
  if (Temporal.PlainDate.compare(date, window.last) > 0)
    throw refused(ONLINE_WHY.horizon(settings.horizonDays), 'TIME_NOT_OFFERED');
  if (Temporal.PlainDateTime.compare(start, window.earliest) < 0)
    throw refused(ONLINE_WHY.notice(settings.minNoticeHours), 'TIME_NOT_OFFERED');
  return start;
}

/** The placement of the services at `start`, or the refusal the client hears. */
export async function placementAt(
  db: Database,
  settings: PageSettings,
  query: PageQuery,
  start: Temporal.PlainDateTime,
  whose: Whose,
): Promise<Chosen> {
  const date = start.toPlainDate();
  const { world, base } = await pageSearch(db, settings, query, { from: date, to: date }, whose);
  const rules = rulePlanWorld(world);
  const search = { ...base, date: date.toString(), earliestMinute: 0 };
  const minute = start.hour * 60 + start.minute;
  const placements = onlinePlacements(rules, search);
  const placement = placements.find((p) => p.minute === minute);
  if (placement) return { start, placement, world };
  const why = whyNotOffered(rules, search, minute);
  if (why.reason === ONLINE_WHY.busy)
    throw taken(placements.map((p) => formatMinuteOfDay(p.minute)));
  throw refused(why.reason, 'TIME_NOT_OFFERED');
}

/** The 409 of `start` taken, with the times of its day free now (read again: it just changed). */
export async function takenOn(
  db: Database,
  settings: PageSettings,
  query: PageQuery,
  start: Temporal.PlainDateTime,
  whose: Whose,
): Promise<Conflict> {
  const date = start.toPlainDate();
  const { world, base } = await pageSearch(db, settings, query, { from: date, to: date }, whose);
  const search = { ...base, date: date.toString(), earliestMinute: 0 };
  const free = onlinePlacements(rulePlanWorld(world), search);
  return taken(free.map((p) => formatMinuteOfDay(p.minute)));
}
