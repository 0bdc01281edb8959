import type { ConversationListItem } from '@agendina/api';
import { formatDateIt, formatTimeIt } from '@agendina/scheduling';
import { salonNowIso } from '../../lib/clock.ts';

/** The name a conversation shows: the client's, or a neutral label for an unknown number. */
export const conversationTitle = (c: Pick<ConversationListItem, 'clientName'>): string =>
  c.clientName?.trim() || 'Cliente senza nome';

/** One line of the last message: 'Tu:' before what the salon sent, blanks folded. */
export function lastMessagePreview(last: ConversationListItem['lastMessage']): string {
  if (!last) return 'Nessun messaggio';
  const text = last.content.replace(/\s+/g, ' ').trim();
  return last.direction === 'OUTBOUND' ? `Tu: ${text}` : text;
}

const minutesOf = (localIso: string) => Date.parse(`${localIso.slice(0, 16)}:00Z`) / 60_000;
const previousDay = (localDate: string) =>
  new Date(Date.parse(`${localDate}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * When the last message arrived, as an inbox shows it, on the salon's wall clock (Europe/Rome):
 * 'adesso', '12 min fa', 'oggi alle 09:40', 'ieri alle 18:02', then the date '17/11/2026'.
 * `now` is the salon's local ISO time (the router's clock).
 */
export function lastMessageTime(instant: string, now: string): string {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) return formatDateIt(instant);
  const local = salonNowIso(new Date(at));
  const minutes = minutesOf(now) - minutesOf(local);
  if (minutes >= 0 && minutes < 1) return 'adesso';
  if (minutes >= 1 && minutes < 60) return `${Math.floor(minutes)} min fa`;
  const day = local.slice(0, 10);
  if (day === now.slice(0, 10)) return `oggi alle ${formatTimeIt(instant)}`;
  if (day === previousDay(now.slice(0, 10))) return `ieri alle ${formatTimeIt(instant)}`;
  return formatDateIt(instant);
}
