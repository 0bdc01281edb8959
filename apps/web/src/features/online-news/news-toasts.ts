// What the toasts of new online bookings say (issue #34): one per booking, «Nuova prenotazione
// online: Anna Verdi, giovedì 3 dicembre alle 10:00» with the way to it; a request waiting for
// the salon says so and leads to «Richieste da confermare». Many at once (a tab reopened after
// a busy morning) are one toast, not a wall of them.
import type { OnlineBookingNewsItem } from '@agendina/api';
import { formatDayLongIt, formatTimeIt } from '@agendina/scheduling';

/** More new bookings than this are told in one toast (the kit shows three toasts at a time). */
export const MAX_NEWS_TOASTS = 3;

export type NewsTarget =
  { to: '/appuntamento/$id'; params: { id: string } } | { to: '/gestione-appuntamenti' };

export interface NewsToast {
  title: string;
  description: string;
  action: { label: string; target: NewsTarget };
}

const APPOINTMENTS: NewsTarget = { to: '/gestione-appuntamenti' };

function toastOf(item: OnlineBookingNewsItem): NewsToast {
  const when = `${formatDayLongIt(item.dateTime)} alle ${formatTimeIt(item.dateTime)}`;
  const who = `${item.clientName}, ${when}`;
  const description = item.services.join(', ');
  if (item.status === 'REQUESTED')
    return {
      title: `Nuova richiesta da confermare: ${who}`,
      description,
      action: { label: 'Vedi le richieste', target: APPOINTMENTS },
    };
  return {
    title: `Nuova prenotazione online: ${who}`,
    description,
    action: {
      label: 'Apri l’appuntamento',
      target: { to: '/appuntamento/$id', params: { id: String(item.id) } },
    },
  };
}

/**
 * The toasts for the new bookings `fresh` (newest first), oldest first so the newest is added
 * last and shows on top.
 */
export function newsToasts(fresh: readonly OnlineBookingNewsItem[]): NewsToast[] {
  if (fresh.length > MAX_NEWS_TOASTS)
    return [
      {
        title: `${fresh.length} nuove prenotazioni online`,
        description: 'Le trovi in Gestione appuntamenti.',
        action: { label: 'Vedi gli appuntamenti', target: APPOINTMENTS },
      },
    ];
  return [...fresh].reverse().map(toastOf);
}
