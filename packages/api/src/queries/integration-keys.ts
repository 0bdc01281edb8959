import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';

export type IntegrationKey = components['schemas']['IntegrationKey'];
export type IssuedIntegrationKey = components['schemas']['IssuedIntegrationKey'];

export const integrationKeyKeys = {
  mine: () => ['users', 'me', 'integration-keys'] as const,
};

/** The salon owner's own integration keys (/salone), revoked ones included. */
export const myIntegrationKeysQueryOptions = (client: ApiClient) =>
  endpointQuery(integrationKeyKeys.mine(), (signal) =>
    client.GET('/users/me/integration-keys', { signal }),
  );

const refreshMine = {
  onSuccess: (
    _data: unknown,
    _v: unknown,
    _r: unknown,
    { client: queryClient }: { client: QueryClient },
  ) => queryClient.invalidateQueries({ queryKey: integrationKeyKeys.mine() }),
};

/** A new key; its secret is in the answer only (show it once). */
export const issueMyIntegrationKeyMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['users', 'me', 'integration-keys', 'issue'],
    mutationFn: (body: components['schemas']['IntegrationKeyCreateRequest']) =>
      dataOfCall(client.POST('/users/me/integration-keys', { body })),
    ...refreshMine,
  });

/** Replace a key with a new one of the same label (the old one is revoked). */
export const rotateMyIntegrationKeyMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['users', 'me', 'integration-keys', 'rotate'],
    mutationFn: (keyId: number) =>
      dataOfCall(
        client.POST('/users/me/integration-keys/{keyId}/rotate', {
          params: { path: { keyId } },
        }),
      ),
    ...refreshMine,
  });

export const revokeMyIntegrationKeyMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['users', 'me', 'integration-keys', 'revoke'],
    mutationFn: (keyId: number) =>
      dataOfCall(
        client.POST('/users/me/integration-keys/{keyId}/revoke', {
          params: { path: { keyId } },
        }),
      ),
    ...refreshMine,
  });
