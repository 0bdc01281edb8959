// Whether an entry's services fit at a start, on the booking page's own rules (issue #35): the
// same window, notice, hours, processing times and free operators as a booking from the page
// (placement.ts), so a time offered from the waitlist is one the page itself would offer.
import type { Temporal } from 'temporal-polyfill';
import { formatMinuteOfDay } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../../domain/errors.ts';
import type { PageQuery, PageSettings } from '../online-booking/page.ts';
import { placementAt, startInWindow } from '../online-booking/placement.ts';
import type { Chosen } from '../online-booking/placement.ts';

/** What an entry asks for: the client (their own durations apply), the services, an operator or any. */
export interface Wish {
  clientId: number;
  serviceIds: readonly number[];
  operatorId: number | null;
}

export interface Fit extends Chosen {
  /** The operator the search named (undefined: any free one). */
  operator: number | undefined;
  query: PageQuery;
}

/**
 * Where the wish's services land at `start` now: with `preferred` first (the operator whose
 * time was freed, so the freed time is the one filled), then with the client's own choice (any
 * operator with «Nessuna preferenza»). Null when they do not fit. `window` also applies the
 * page's notice and horizon (an offer being made; a claim keeps the time it was offered).
 */
export async function fitAt(
  db: Database,
  settings: PageSettings,
  timeZone: string,
  wish: Wish,
  start: Temporal.PlainDateTime,
  options: { preferred: number | null; window: boolean },
): Promise<Fit | null> {
  const choices = [...new Set([wish.operatorId ?? options.preferred, wish.operatorId])];
  for (const operatorId of choices) {
    const query: PageQuery = {
      services: wish.serviceIds.join(','),
      operator: operatorId ?? undefined,
    };
    try {
      if (options.window)
        startInWindow(settings, timeZone, {
          date: start.toPlainDate().toString(),
          time: formatMinuteOfDay(start.hour * 60 + start.minute),
        });
      const chosen = await placementAt(db, settings, query, start, { clientId: wish.clientId });
      return { ...chosen, operator: query.operator, query };
    } catch (error) {
      // The page's refusals (taken, off its rules, no longer bookable online): it does not fit.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return null;
}

/** The one operator of a placement, or null when its services are shared between operators. */
export function soleOperator(fit: Fit): number | null {
  const ids = [...new Set(fit.placement.blocks.map((b) => b.operatorId))];
  return ids.length === 1 ? (ids[0] ?? null) : null;
}
