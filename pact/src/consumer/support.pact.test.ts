import { describe, expect, it } from 'vitest';
import {
  createSupportTicketMutation,
  describeError,
  supportTicketQueryOptions,
  supportTicketsQueryOptions,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { eachLike, errorBody, instant, integer, like, oneOf, string } from './fixtures.ts';
import { interaction } from './support.ts';

const category = (example: string) =>
  oneOf(['ACCOUNT', 'APPOINTMENTS', 'CASH_DESK', 'WAREHOUSE', 'BILLING', 'OTHER'], example);
const status = (example: string) => oneOf(['OPEN', 'IN_PROGRESS', 'RESOLVED'], example);

/** A ticket as /assistenza shows it: subject, category, status badge, dates, message. */
const ticket = (overrides: Record<string, unknown> = {}) => ({
  id: integer(31),
  subject: string('Promemoria WhatsApp non partiti'),
  category: category('APPOINTMENTS'),
  message: string('Ieri due clienti non hanno ricevuto la conferma su WhatsApp.'),
  status: status('IN_PROGRESS'),
  createdAt: instant(),
  updatedAt: instant(),
  ...overrides,
});

const newTicket = {
  subject: 'Fattura del mese scorso',
  category: 'BILLING',
  message: "Non trovo la fattura dell'abbonamento del mese scorso.",
} as const;

describe('Support tickets', () => {
  it('GET /support/tickets', () =>
    interaction({
      state: states.supportTicket,
      description: 'a request for the support tickets',
      method: 'GET',
      path: '/support/tickets',
      status: 200,
      response: eachLike(ticket()),
      run: async (app) => {
        const tickets = await app.query(supportTicketsQueryOptions(app.client));
        expect(tickets[0]?.status).toBe('IN_PROGRESS');
      },
    }));

  it('GET /support/tickets/{id}', () =>
    interaction({
      state: states.supportTicket,
      description: 'a request for support ticket 31',
      method: 'GET',
      path: '/support/tickets/31',
      status: 200,
      response: ticket(),
      run: async (app) => {
        const one = await app.query(supportTicketQueryOptions(app.client, 31));
        expect(one.id).toBe(31);
      },
    }));

  it('POST /support/tickets', () =>
    interaction({
      state: states.signedIn,
      description: 'a new support ticket',
      method: 'POST',
      path: '/support/tickets',
      body: newTicket,
      status: 201,
      response: ticket({
        subject: string(newTicket.subject),
        category: newTicket.category,
        message: string(newTicket.message),
        // A new ticket is always OPEN: the app shows it with that badge.
        status: 'OPEN',
      }),
      run: async (app) => {
        const created = await app.mutate(createSupportTicketMutation(app.client), {
          ...newTicket,
          subject: `  ${newTicket.subject} `,
        });
        expect(created.status).toBe('OPEN');
      },
    }));

  it('POST /support/tickets (too short)', () =>
    interaction({
      state: states.signedIn,
      description: 'a support ticket with a subject and a message too short',
      method: 'POST',
      path: '/support/tickets',
      body: { subject: 'Ok', category: 'OTHER', message: 'Aiuto' },
      status: 400,
      response: {
        ...errorBody('Dati non validi', 'VALIDATION_FAILED'),
        errors: like({
          subject: string('Almeno 3 caratteri'),
          message: string('Almeno 10 caratteri'),
        }),
      },
      run: async (app) => {
        const error = await app
          .mutate(createSupportTicketMutation(app.client), {
            subject: 'Ok',
            category: 'OTHER',
            message: 'Aiuto',
          })
          .catch((e: unknown) => e);
        const described = describeError(error);
        expect(described.title).toBe('Dati non validi');
        // Pact's mock server answers the errors map with its keys sorted.
        expect([...(described.details ?? [])].sort()).toEqual([
          'message: Almeno 10 caratteri',
          'subject: Almeno 3 caratteri',
        ]);
      },
    }));
});
