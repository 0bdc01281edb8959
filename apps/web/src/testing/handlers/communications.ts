import { http, type Schemas } from '../api-mocks.ts';
import { conversationDetails, inbox } from '../fixtures/conversations.ts';

/** What the stories' WhatsApp calls received, to assert on. */
export interface InboxCalls {
  sent: Schemas['SendWhatsAppMessageRequest'][];
  resolved: { id: number; notes: string | undefined }[];
}

export const newInboxCalls = (): InboxCalls => ({ sent: [], resolved: [] });

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The server's filter (openapi/ listConversations): name contains q, or phone digits do. */
function matches(c: Schemas['ConversationListItem'], q: string): boolean {
  const term = q.trim().toLowerCase();
  if (term === '') return true;
  if ((c.clientName ?? '').toLowerCase().includes(term)) return true;
  return /^[\d\s+()./-]+$/.test(term) && digitsOf(c.clientPhoneNumber).includes(digitsOf(term));
}

/** The inbox, each conversation's messages, sending and resolving, as the server answers. */
export const communicationsHandlers = (
  calls: InboxCalls,
  conversations: Schemas['ConversationListItem'][] = inbox,
) => [
  http.get('/dashboard/conversations', ({ query, response }) => {
    const clientId = query.get('clientId');
    const shown = conversations
      .filter((c) => clientId === null || String(c.clientId) === clientId)
      .filter((c) => matches(c, query.get('q') ?? ''))
      .slice(0, Number(query.get('size') ?? 50));
    return response(200).json(shown);
  }),
  http.get('/dashboard/conversations/{id}/messages', ({ params, response }) => {
    const detail = conversationDetails[Number(params.id)];
    return detail
      ? response(200).json(detail)
      : response(404).json({
          message: 'Conversazione non trovata',
          code: 'CONVERSATION_NOT_FOUND',
        });
  }),
  http.post('/dashboard/whatsapp/send-message', async ({ request, response }) => {
    calls.sent.push(await request.json());
    return response(200).json({ success: true, message: 'Messaggio inviato con successo' });
  }),
  http.post('/dashboard/callbacks/{id}/resolve', async ({ params, request, response }) => {
    const body = (await request.json()) as { notes?: string } | undefined;
    calls.resolved.push({ id: Number(params.id), notes: body?.notes });
    return response(200).json({ success: true, message: 'Richiesta risolta' });
  }),
];
