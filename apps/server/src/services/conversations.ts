import type { conversations } from '../db/schema/index.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { localIso } from './time.ts';

type ConversationRow = typeof conversations.$inferSelect;

export function toConversationSummary(row: ConversationRow): Schemas['ConversationSummary'] {
  let services: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.services);
    if (Array.isArray(parsed)) services = parsed.filter((s): s is string => typeof s === 'string');
  } catch {
    services = [];
  }
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    clientPhoneNumber: row.clientPhoneNumber,
    services,
    hairdresserName: row.hairdresserName,
    preferredDateTime: row.preferredDateTime === null ? null : localIso(row.preferredDateTime),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}
