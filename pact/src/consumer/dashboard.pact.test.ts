import { describe, expect, it } from 'vitest';
import {
  assistanceReasonLabel,
  callbacksQueryOptions,
  conversationQueryOptions,
  conversationsQueryOptions,
  recentAppointmentsQueryOptions,
  todayBookingsCountQueryOptions,
  resolveCallbackMutation,
  sendWhatsAppMessageMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import {
  appointment,
  boolean,
  eachLike,
  instant,
  integer,
  localDateTime,
  message,
  oneOf,
  phone,
  regex,
  string,
} from './fixtures.ts';
import { interaction } from './support.ts';

const reason = regex('^[A-Z][A-Z0-9_]*$', 'OPERATOR_REQUESTED');

describe('Dashboard and WhatsApp', () => {
  it('GET /dashboard/conversations/{id}/messages', () =>
    interaction({
      state: states.conversation,
      description: 'a request for the messages of conversation 77',
      method: 'GET',
      path: '/dashboard/conversations/77/messages',
      status: 200,
      response: {
        messages: eachLike({
          id: integer(901),
          content: string('Vorrei spostare il mio appuntamento'),
          direction: oneOf(['INBOUND', 'OUTBOUND'], 'INBOUND'),
          createdAt: instant(),
        }),
        conversation: {
          clientName: string('Giulia Rossi'),
          services: eachLike(string('Taglio donna')),
          hairdresserName: string('Sara Conti'),
          preferredDateTime: localDateTime('2030-03-07T09:30:00'),
        },
        fallbackRequest: {
          reason,
          createdAt: instant(),
        },
      },
      run: async (app) => {
        const detail = await app.query(conversationQueryOptions(app.client, 77));
        expect(detail.messages[0]?.direction).toBe('INBOUND');
        expect(assistanceReasonLabel(detail.fallbackRequest?.reason)).toBe(
          'Il cliente chiede di parlare con il personale',
        );
      },
    }));

  const inboxRow = {
    id: integer(77),
    clientId: integer(42),
    clientName: string('Giulia Rossi'),
    clientPhoneNumber: phone(),
    lastMessageAt: instant(),
    lastMessage: {
      content: string('Certo! Per quale giorno?'),
      direction: oneOf(['INBOUND', 'OUTBOUND'], 'OUTBOUND'),
      createdAt: instant(),
    },
    hasOpenRequest: boolean(true),
  };

  it('GET /dashboard/conversations', () =>
    interaction({
      state: states.conversation,
      description: 'a request for the WhatsApp inbox',
      method: 'GET',
      path: '/dashboard/conversations',
      status: 200,
      response: eachLike(inboxRow),
      run: async (app) => {
        const inbox = await app.query(conversationsQueryOptions(app.client));
        expect(inbox[0]?.id).toBe(77);
        expect(inbox[0]?.hasOpenRequest).toBe(true);
      },
    }));

  it('GET /dashboard/conversations?clientId&q (the client card link, a search)', () =>
    interaction({
      state: states.conversation,
      description: 'a request for the conversations of client 42 matching 347 123',
      method: 'GET',
      path: '/dashboard/conversations',
      query: { q: '347 123', clientId: '42' },
      status: 200,
      response: eachLike(inboxRow),
      run: async (app) => {
        const found = await app.query(
          conversationsQueryOptions(app.client, { clientId: 42, q: ' 347 123 ' }),
        );
        expect(found[0]?.clientId).toBe(42);
      },
    }));

  it('POST /dashboard/whatsapp/send-message', () =>
    interaction({
      state: states.conversation,
      description: 'a WhatsApp message to the client of conversation 77',
      method: 'POST',
      path: '/dashboard/whatsapp/send-message',
      body: { to: '+393471234567', message: 'Certo, a che ora preferisce?', conversationId: 77 },
      status: 200,
      response: message('Messaggio inviato'),
      run: async (app) => {
        const sent = await app.mutate(sendWhatsAppMessageMutation(app.client), {
          to: '+393471234567',
          message: 'Certo, a che ora preferisce?',
          conversationId: 77,
        });
        expect(sent.success).toBe(true);
      },
    }));

  it('POST /dashboard/callbacks/{id}/resolve', () =>
    interaction({
      state: states.callback,
      description: 'the resolution of assistance request 55',
      method: 'POST',
      path: '/dashboard/callbacks/55/resolve',
      body: { notes: 'Richiamata, spostato a giovedì' },
      status: 200,
      response: message('Richiesta risolta'),
      run: async (app) => {
        const resolved = await app.mutate(resolveCallbackMutation(app.client), {
          id: 55,
          notes: 'Richiamata, spostato a giovedì',
        });
        expect(resolved.success).toBe(true);
      },
    }));

  it('GET /dashboard/callbacks', () =>
    interaction({
      state: states.callback,
      description: 'a request for the pending assistance requests',
      method: 'GET',
      path: '/dashboard/callbacks',
      status: 200,
      response: eachLike({
        id: integer(55),
        clientName: string('Giulia Rossi'),
        phoneNumber: phone(),
        conversationId: integer(77),
        reason,
      }),
      run: async (app) => {
        const callbacks = await app.query(callbacksQueryOptions(app.client));
        expect(callbacks[0]?.id).toBe(55);
      },
    }));

  it('GET /appointments/recent', () =>
    interaction({
      state: states.appointment,
      description: 'a request for the recent bookings',
      method: 'GET',
      path: '/appointments/recent',
      status: 200,
      response: eachLike(appointment()),
      run: async (app) => {
        const recent = await app.query(recentAppointmentsQueryOptions(app.client));
        expect(recent[0]?.clientName).toBe('Giulia Rossi');
      },
    }));

  it('GET /dashboard/bookings-today', () =>
    interaction({
      state: states.appointment,
      description: "a request for the count of today's bookings",
      method: 'GET',
      path: '/dashboard/bookings-today',
      status: 200,
      response: { count: integer(57) },
      run: async (app) => {
        // fetchQuery gives the answer as sent; the card reads it through the query's select.
        expect(await app.query(todayBookingsCountQueryOptions(app.client))).toEqual({ count: 57 });
      },
    }));
});
