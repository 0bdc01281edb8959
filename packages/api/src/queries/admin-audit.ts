// The «Registro attività» (GET /admin/audit, issue #32): every admin act, on any salon or none.
import type { AuditAction } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { endpointQuery } from './endpoint-query.ts';

/** The register's filters: who (part of the e-mail), what, which salon, which days; the page. */
export interface AdminAuditParams {
  actor?: string | undefined;
  action?: AuditAction | undefined;
  salonId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  size?: number | undefined;
}

export const adminAuditKeys = {
  all: ['admin', 'audit'] as const,
  list: (params: AdminAuditParams) => ['admin', 'audit', params] as const,
};

/** Only the filters that are set go in the query string. */
const queryOf = ({ actor, action, salonId, from, to, page, size }: AdminAuditParams) => ({
  ...(actor ? { actor } : {}),
  ...(action ? { action } : {}),
  ...(salonId !== undefined ? { salonId } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
  page,
  ...(size !== undefined ? { size } : {}),
});

export const adminAuditQueryOptions = (client: ApiClient, params: AdminAuditParams) =>
  endpointQuery(adminAuditKeys.list(params), (signal) =>
    client.GET('/admin/audit', { params: { query: queryOf(params) }, signal }),
  );
