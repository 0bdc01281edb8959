import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus, components } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';

export type AdminSalon = components['schemas']['AdminSalon'];
export type AdminSalonSummary = components['schemas']['AdminSalonSummary'];
export type AdminSalonPage = components['schemas']['AdminSalonPage'];
export type AdminSession = components['schemas']['AdminSession'];
export type AuditEntry = components['schemas']['AuditEntry'];

/** The /admin table's request: search, status filter, `field,direction` sort, page. */
export interface AdminSalonsParams {
  q?: string;
  status?: SubscriptionStatus;
  sort?: string;
  page?: number;
  size?: number;
}

export const adminSalonKeys = {
  all: ['admin', 'salons'] as const,
  list: (params: AdminSalonsParams) => ['admin', 'salons', 'list', params] as const,
  salon: (id: number) => ['admin', 'salons', id] as const,
  detail: (id: number) => ['admin', 'salons', id, 'detail'] as const,
  sessions: (id: number) => ['admin', 'salons', id, 'sessions'] as const,
  keys: (id: number) => ['admin', 'salons', id, 'integration-keys'] as const,
  audit: (id: number, page: number) => ['admin', 'salons', id, 'audit', page] as const,
};

export const adminSalonsQueryOptions = (client: ApiClient, params: AdminSalonsParams) =>
  endpointQuery(adminSalonKeys.list(params), (signal) =>
    client.GET('/admin/salons', { params: { query: params }, signal }),
  );

export const adminSalonQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(adminSalonKeys.detail(id), (signal) =>
    client.GET('/admin/salons/{id}', { params: { path: { id } }, signal }),
  );

export const adminSalonSessionsQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(adminSalonKeys.sessions(id), (signal) =>
    client.GET('/admin/salons/{id}/sessions', { params: { path: { id } }, signal }),
  );

export const adminSalonKeysQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(adminSalonKeys.keys(id), (signal) =>
    client.GET('/admin/salons/{id}/integration-keys', { params: { path: { id } }, signal }),
  );

export const adminSalonAuditQueryOptions = (client: ApiClient, id: number, page = 0) =>
  endpointQuery(adminSalonKeys.audit(id, page), (signal) =>
    client.GET('/admin/salons/{id}/audit', {
      params: { path: { id }, query: { page } },
      signal,
    }),
  );

/**
 * Every admin write changes the salon's audit log (and may change its row in the list), so
 * each one reads the salon's queries and the list again.
 */
const refreshSalon =
  (id: number) =>
  (_data: unknown, _v: unknown, _r: unknown, { client: queryClient }: { client: QueryClient }) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminSalonKeys.salon(id) }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'salons', 'list'] }),
      // The «Registro attività» has the new entry too.
      queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    ]);

export const updateAdminSalonMutation = (client: ApiClient, id: number) =>
  mutationOptions({
    mutationKey: ['admin', 'salons', id, 'update'],
    mutationFn: (body: components['schemas']['AdminSalonUpdateRequest']) =>
      dataOfCall(client.PATCH('/admin/salons/{id}', { params: { path: { id } }, body })),
    onSuccess: refreshSalon(id),
  });

export const revokeAdminSalonSessionMutation = (client: ApiClient, id: number) =>
  mutationOptions({
    mutationKey: ['admin', 'salons', id, 'sessions', 'revoke'],
    mutationFn: (sessionId: string) =>
      dataOfCall(
        client.DELETE('/admin/salons/{id}/sessions/{sessionId}', {
          params: { path: { id, sessionId } },
        }),
      ),
    onSuccess: refreshSalon(id),
  });

export const revokeAllAdminSalonSessionsMutation = (client: ApiClient, id: number) =>
  mutationOptions({
    mutationKey: ['admin', 'salons', id, 'sessions', 'revoke-all'],
    mutationFn: () =>
      dataOfCall(
        client.POST('/admin/salons/{id}/sessions/revoke-all', { params: { path: { id } } }),
      ),
    onSuccess: refreshSalon(id),
  });

/** A new key for the salon; its secret is in the answer only (show it once). */
export const issueAdminSalonKeyMutation = (client: ApiClient, id: number) =>
  mutationOptions({
    mutationKey: ['admin', 'salons', id, 'integration-keys', 'issue'],
    mutationFn: (body: components['schemas']['IntegrationKeyCreateRequest']) =>
      dataOfCall(
        client.POST('/admin/salons/{id}/integration-keys', { params: { path: { id } }, body }),
      ),
    onSuccess: refreshSalon(id),
  });

export const revokeAdminSalonKeyMutation = (client: ApiClient, id: number) =>
  mutationOptions({
    mutationKey: ['admin', 'salons', id, 'integration-keys', 'revoke'],
    mutationFn: (keyId: number) =>
      dataOfCall(
        client.POST('/admin/salons/{id}/integration-keys/{keyId}/revoke', {
          params: { path: { id, keyId } },
        }),
      ),
    onSuccess: refreshSalon(id),
  });
