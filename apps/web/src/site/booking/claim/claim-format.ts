// How the claim link says its times: the offered visit is salon-local already, the link's end is
// an instant, told in Rome's time as the salons' clocks are.
import { salonNowIso } from '../../../lib/clock.ts';
import { dayLabel } from '../booking-format.ts';

/** «giovedì 3 dicembre alle 10:15» of a salon-local yyyy-MM-ddTHH:mm:ss. */
export function localWhen(dateTime: string): string {
  const [date = '', time = ''] = dateTime.split('T');
  return `${dayLabel(date)} alle ${time.slice(0, 5)}`;
}

/** The same words for an instant (an ISO string with its offset), in Rome's time. */
export const instantWhen = (instant: string): string => localWhen(salonNowIso(new Date(instant)));
