import { idOrUndefined } from '../../lib/search-params.ts';

/** The search params of /comunicazioni: the conversation to open, a positive integer id. */
export interface ConversationSearch {
  conversazione?: number;
}

/** Anything else in the address (text, 0, -3, 1.5) opens nothing rather than failing. */
export const conversationSearchOf = (search: Record<string, unknown>): ConversationSearch => ({
  conversazione: idOrUndefined(search['conversazione']),
});
