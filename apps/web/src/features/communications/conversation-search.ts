/** The search params of /comunicazioni: the conversation to open, a positive integer id. */
export interface ConversationSearch {
  conversazione?: number;
}

/** Anything else in the address (text, 0, -3, 1.5) opens nothing rather than failing. */
export function conversationSearchOf(search: Record<string, unknown>): ConversationSearch {
  const raw = search['conversazione'];
  const id = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? { conversazione: id } : {};
}
