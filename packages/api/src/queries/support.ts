import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';
import type { components } from '@agendina/contract';

type Schemas = components['schemas'];

export const supportKeys = {
  all: ['support'] as const,
  tickets: () => ['support', 'tickets'] as const,
  ticket: (id: number) => ['support', 'tickets', id] as const,
};

/** The salon's support tickets (/assistenza), newest first. */
export const supportTicketsQueryOptions = (client: ApiClient) =>
  endpointQuery(supportKeys.tickets(), (signal) => client.GET('/support/tickets', { signal }));

/** One ticket; another salon's or an unknown id answers 404. */
export const supportTicketQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(supportKeys.ticket(id), (signal) =>
    client.GET('/support/tickets/{id}', { params: { path: { id } }, signal }),
  );

/**
 * Opens a ticket. The subject is sent trimmed (the contract refuses outer spaces); a 400 carries
 * the field messages describeError shows under 'Dati non validi'.
 */
export const createSupportTicketMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['support', 'tickets', 'create'],
    mutationFn: (body: Schemas['SupportTicketCreateRequest']) =>
      dataOfCall(
        client.POST('/support/tickets', {
          body: { ...body, subject: body.subject.trim(), message: body.message.trim() },
        }),
      ),
    onSuccess: async (created, _body, _r, { client: queryClient }) => {
      queryClient.setQueryData(supportKeys.ticket(created.id), created);
      await queryClient.invalidateQueries({ queryKey: supportKeys.tickets(), exact: true });
    },
  });
