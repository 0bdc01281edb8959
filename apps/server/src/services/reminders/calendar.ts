// The visit as a calendar file (issue #34): one VEVENT by the `ics` library (line folding and
// escaping are RFC 5545's traps), times in UTC from the salon's zone, and a UID made from the
// link's visit, so a calendar that imports the file again after a move updates the same event.
import { createEvent } from 'ics';
import type { TokenKeys } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { linkView } from './answer.ts';
import { findLink } from './link.ts';
import { instantOf } from './visit.ts';

export async function reminderCalendar(
  db: Database,
  keys: TokenKeys,
  token: string,
): Promise<string> {
  const found = await findLink(db, keys, token, false);
  const view = linkView(found);
  const zone = found.salon.timeZone;
  const cancelled = view.status === 'CANCELLED';
  const { error, value } = createEvent({
    uid: `${found.claims.visit}.${found.salon.id}@agendina`,
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: instantOf(view.dateTime, zone),
    end: instantOf(view.endTime, zone),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${view.services.join(', ')} da ${view.salonName}`,
    description: [
      view.operatorName ? `Con ${view.operatorName}.` : '',
      view.salonPhone ? `Per cambiare l'appuntamento: ${view.salonPhone}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    ...(view.salonAddress ? { location: view.salonAddress } : {}),
    productId: 'agendina/promemoria',
  });
  if (error || !value) throw error ?? new Error('calendar file not made');
  return value;
}
