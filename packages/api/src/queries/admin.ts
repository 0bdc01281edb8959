import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';
import type { components } from '@agendina/contract';

export const adminKeys = {
  all: ['admin'] as const,
  signupTokens: () => ['admin', 'signup-tokens'] as const,
  signupToken: (id: number) => ['admin', 'signup-tokens', id] as const,
};

export const signupTokensQueryOptions = (client: ApiClient) =>
  endpointQuery(adminKeys.signupTokens(), (signal) =>
    client.GET('/admin/signup-tokens', { signal }),
  );

export const signupTokenQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(adminKeys.signupToken(id), (signal) =>
    client.GET('/admin/signup-tokens/{id}', { params: { path: { id } }, signal }),
  );

export const createSignupTokenMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['admin', 'signup-tokens', 'create'],
    mutationFn: (body: components['schemas']['SignupTokenCreateRequest']) =>
      dataOfCall(client.POST('/admin/signup-tokens', { body })),
    onSuccess: (_token, _body, _r, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.signupTokens() }),
  });
