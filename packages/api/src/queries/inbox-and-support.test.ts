import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { recording } from '../testing/recording-client.ts';
import { describeError } from '../errors/catalogue.ts';
import { dashboardRefreshMs } from '../constants.ts';
import type { ConversationListItem, SupportTicket } from '@agendina/contract';
import {
  conversationsQueryOptions,
  dashboardKeys,
  resolveCallbackMutation,
  sendWhatsAppMessageMutation,
} from './dashboard.ts';
import {
  createSupportTicketMutation,
  supportKeys,
  supportTicketQueryOptions,
  supportTicketsQueryOptions,
} from './support.ts';

const conversation: ConversationListItem = {
  id: 77,
  clientId: 87,
  clientName: 'Giulia Rossi',
  clientPhoneNumber: '+393471234567',
  services: ['Colore'],
  hairdresserName: null,
  preferredDateTime: null,
  lastMessageAt: '2026-03-09T20:13:30+01:00',
  lastMessage: {
    content: 'Preferirei parlare con una persona',
    direction: 'INBOUND',
    createdAt: '2026-03-09T20:13:30+01:00',
  },
  hasOpenRequest: true,
};

const ticket: SupportTicket = {
  id: 13,
  subject: 'Non riesco a spostare un appuntamento',
  category: 'APPOINTMENTS',
  message: "Quando trascino l'appuntamento compare un errore.",
  status: 'OPEN',
  createdAt: '2026-03-12T09:30:00+01:00',
  updatedAt: '2026-03-12T09:30:00+01:00',
};

/** Marks a cached query as fetched so invalidation can be observed. */
const seed = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.setQueryData(key, []);
const invalidated = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('the WhatsApp inbox (GET /dashboard/conversations)', () => {
  it('sends only the filters given, trims q and leaves a blank q out', async () => {
    const { client, requests } = recording(() => ({ body: [conversation] }));
    const queryClient = new QueryClient();
    const list = await queryClient.fetchQuery(
      conversationsQueryOptions(client, { q: '  347 123 ', clientId: 87, size: 20 }),
    );
    expect(list).toEqual([conversation]);
    await queryClient.fetchQuery(conversationsQueryOptions(client, { q: '   ' }));
    expect(requests.map((r) => [r.url.pathname, Object.fromEntries(r.url.searchParams)])).toEqual([
      ['/dashboard/conversations', { q: '347 123', clientId: '87', size: '20' }],
      ['/dashboard/conversations', {}],
    ]);
  });

  it('keys each filter set under the dashboard keys and refreshes with the dashboard', () => {
    const { client } = recording(() => ({ body: [] }));
    const options = conversationsQueryOptions(client, { q: ' Rossi ' });
    expect(options.queryKey).toEqual([
      'dashboard',
      'conversations',
      'list',
      { q: 'Rossi', clientId: null, size: null },
    ]);
    expect(dashboardKeys.conversations({ q: '' })).toEqual(dashboardKeys.conversations());
    expect(options.refetchInterval).toBe(dashboardRefreshMs);
  });

  it('is refreshed when a message is sent or a callback resolved', async () => {
    const { client } = recording(() => ({ body: { success: true, message: 'ok' } }));
    const queryClient = new QueryClient();
    const inbox = dashboardKeys.conversations({ clientId: 87 });
    seed(queryClient, inbox);
    await new MutationObserver(queryClient, sendWhatsAppMessageMutation(client)).mutate({
      to: '+393471234567',
      message: 'Ciao Giulia',
    });
    expect(invalidated(queryClient, inbox)).toBe(true);

    seed(queryClient, inbox);
    expect(invalidated(queryClient, inbox)).toBe(false);
    await new MutationObserver(queryClient, resolveCallbackMutation(client)).mutate({ id: 19 });
    expect(invalidated(queryClient, inbox)).toBe(true);
  });
});

describe('support tickets (/support/tickets)', () => {
  it('lists the tickets and reads one by id', async () => {
    const { client, requests } = recording((request) => ({
      body: new URL(request.url).pathname === '/support/tickets' ? [ticket] : ticket,
    }));
    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(supportTicketsQueryOptions(client))).toEqual([ticket]);
    const one = supportTicketQueryOptions(client, 13);
    expect(one.queryKey).toEqual(['support', 'tickets', 13]);
    expect(await queryClient.fetchQuery(one)).toEqual(ticket);
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/support/tickets',
      '/support/tickets/13',
    ]);
  });

  it('sends the subject and message trimmed, caches the new ticket and refreshes the list only', async () => {
    const { client, requests } = recording(() => ({ status: 201, body: ticket }));
    const queryClient = new QueryClient();
    seed(queryClient, supportKeys.tickets());
    seed(queryClient, supportKeys.ticket(9));
    const created = await new MutationObserver(
      queryClient,
      createSupportTicketMutation(client),
    ).mutate({
      subject: '  Non riesco a spostare un appuntamento ',
      category: 'APPOINTMENTS',
      message: " Quando trascino l'appuntamento compare un errore.\n",
    });
    expect(created).toEqual(ticket);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      subject: 'Non riesco a spostare un appuntamento',
      category: 'APPOINTMENTS',
      message: "Quando trascino l'appuntamento compare un errore.",
    });
    expect(queryClient.getQueryData(supportKeys.ticket(13))).toEqual(ticket);
    expect(invalidated(queryClient, supportKeys.tickets())).toBe(true);
    expect(invalidated(queryClient, supportKeys.ticket(9))).toBe(false);
  });

  it("turns a 400 into 'Dati non validi' with the field messages", async () => {
    const { client } = recording(() => ({
      status: 400,
      body: {
        message: 'Dati non validi',
        code: 'VALIDATION_FAILED',
        errors: { subject: 'Almeno 3 caratteri', message: 'Almeno 10 caratteri' },
      },
    }));
    const failure = await new MutationObserver(
      new QueryClient(),
      createSupportTicketMutation(client),
    )
      .mutate({ subject: 'Ok', category: 'OTHER', message: 'Breve' })
      .catch((error: unknown) => error);
    expect(describeError(failure)).toMatchObject({
      title: 'Dati non validi',
      details: ['subject: Almeno 3 caratteri', 'message: Almeno 10 caratteri'],
    });
  });
});
