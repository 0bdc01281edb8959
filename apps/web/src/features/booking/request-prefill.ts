import { Temporal } from 'temporal-polyfill';
import type { components } from '@agendina/api';
import type { Id } from '@agendina/scheduling';
import type { BookingRequest } from './BookingLauncher.tsx';

type Schemas = components['schemas'];

const sameName = (a: string, b: string) =>
  a.localeCompare(b, 'it-IT', { sensitivity: 'base' }) === 0;

/**
 * A WhatsApp conversation's request as a booking: the services and operator it names (matched
 * by name, ignoring case and accents; names the salon no longer has are left out) and the
 * preferred time. The client only when the conversation is linked to one.
 */
export function conversationBooking(
  conversation: Pick<
    Schemas['ConversationSummary'],
    'clientId' | 'clientName' | 'services' | 'hairdresserName' | 'preferredDateTime'
  >,
  services: readonly { id: Id; name: string }[],
  operators: readonly { id: Id; name: string }[],
): BookingRequest {
  const serviceIds = conversation.services.flatMap((name) => {
    const match = services.find((s) => sameName(s.name, name));
    return match ? [match.id] : [];
  });
  const operator =
    conversation.hairdresserName === null
      ? undefined
      : operators.find((o) => sameName(o.name, conversation.hairdresserName ?? ''));
  return {
    client:
      conversation.clientId === null || conversation.clientId === undefined
        ? null
        : { id: conversation.clientId, name: conversation.clientName ?? 'Cliente' },
    serviceIds: [...new Set(serviceIds)],
    operatorId: operator?.id ?? null,
    ...(conversation.preferredDateTime
      ? { start: Temporal.PlainDateTime.from(conversation.preferredDateTime) }
      : {}),
  };
}
