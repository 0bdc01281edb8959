import { http, type Schemas } from '../api-mocks.ts';
import { supportTickets } from '../fixtures/support.ts';

/** The tickets the mock server holds: a story starts from a copy and sees what it opens. */
export interface SupportDesk {
  tickets: Schemas['SupportTicket'][];
  created: Schemas['SupportTicketCreateRequest'][];
}

export const newSupportDesk = (
  tickets: Schemas['SupportTicket'][] = supportTickets,
): SupportDesk => ({ tickets: [...tickets], created: [] });

/** GET and POST /support/tickets and GET /support/tickets/{id}, kept in `desk`. */
export const supportHandlers = (desk: SupportDesk) => [
  http.get('/support/tickets', ({ response }) => response(200).json(desk.tickets)),
  http.get('/support/tickets/{id}', ({ params, response }) => {
    const ticket = desk.tickets.find((t) => t.id === Number(params.id));
    return ticket
      ? response(200).json(ticket)
      : response(404).json({
          message: 'Ticket di assistenza non trovato',
          code: 'SUPPORT_TICKET_NOT_FOUND',
        });
  }),
  http.post('/support/tickets', async ({ request, response }) => {
    const body = await request.json();
    desk.created.push(body);
    const now = '2026-11-19T09:30:00Z';
    const ticket: Schemas['SupportTicket'] = {
      id: 100 + desk.created.length,
      ...body,
      status: 'OPEN',
      createdAt: now,
      updatedAt: now,
    };
    desk.tickets = [ticket, ...desk.tickets];
    return response(201).json(ticket);
  }),
];
