import { http, type Schemas } from '../api-mocks.ts';
import { integrationKeys } from '../fixtures/admin.ts';

/** The keys the mock server holds, and the secrets it handed out (each shown once). */
export interface KeyDesk {
  keys: Schemas['IntegrationKey'][];
  issued: Schemas['IssuedIntegrationKey'][];
  revoked: number[];
  /** Answer 409 to a revoke even of an active key: another tab revoked it first. */
  revokedElsewhere: boolean;
}

export const newKeyDesk = (keys = integrationKeys): KeyDesk => ({
  keys: keys.map((key) => ({ ...key })),
  issued: [],
  revoked: [],
  revokedElsewhere: false,
});

const now = '2026-11-19T09:30:00Z';

function issueKey(desk: KeyDesk, label: string): Schemas['IssuedIntegrationKey'] {
  const id = Math.max(0, ...desk.keys.map((k) => k.id)) + 1;
  const prefix = `agk_N${String(id).padStart(3, '0')}`;
  const key = { id, label, prefix, createdAt: now, lastUsedAt: null, revokedAt: null };
  const issued = { key, secret: `${prefix}Xq7vL2pR9tY5bM3kH6jD0sF8aZ1cW4nE` };
  desk.keys = [key, ...desk.keys];
  desk.issued.push(issued);
  return issued;
}

const alreadyRevoked = { message: 'La chiave è già stata revocata', code: 'KEY_ALREADY_REVOKED' };
const notFound = { message: 'Chiave non trovata', code: 'KEY_NOT_FOUND' };

/** Revokes a key: the key after, or the contract's 404 or 409 body. */
function revokeKey(desk: KeyDesk, id: number) {
  const key = desk.keys.find((k) => k.id === id);
  if (!key) return { status: 404 as const, body: notFound };
  if (key.revokedAt || desk.revokedElsewhere) {
    key.revokedAt ??= now;
    return { status: 409 as const, body: alreadyRevoked };
  }
  key.revokedAt = now;
  desk.revoked.push(id);
  return { status: 200 as const, body: key };
}

/** GET, POST and revoke of /admin/salons/{id}/integration-keys, for any salon, kept in `desk`. */
export const adminKeyHandlers = (desk: KeyDesk) => [
  http.get('/admin/salons/{id}/integration-keys', ({ response }) => response(200).json(desk.keys)),
  http.post('/admin/salons/{id}/integration-keys', async ({ request, response }) =>
    response(201).json(issueKey(desk, (await request.json()).label)),
  ),
  http.post('/admin/salons/{id}/integration-keys/{keyId}/revoke', ({ params, response }) => {
    const result = revokeKey(desk, Number(params.keyId));
    return result.status === 200
      ? response(200).json(result.body)
      : response(result.status).json(result.body);
  }),
];

/** The salon owner's own keys (/salone): list, issue, rotate, revoke. */
export const myKeyHandlers = (desk: KeyDesk) => [
  http.get('/users/me/integration-keys', ({ response }) => response(200).json(desk.keys)),
  http.post('/users/me/integration-keys', async ({ request, response }) =>
    response(201).json(issueKey(desk, (await request.json()).label)),
  ),
  http.post('/users/me/integration-keys/{keyId}/rotate', ({ params, response }) => {
    const old = desk.keys.find((k) => k.id === Number(params.keyId));
    if (!old) return response(404).json(notFound);
    if (old.revokedAt) return response(409).json(alreadyRevoked);
    old.revokedAt = now;
    return response(201).json(issueKey(desk, old.label));
  }),
  http.post('/users/me/integration-keys/{keyId}/revoke', ({ params, response }) => {
    const result = revokeKey(desk, Number(params.keyId));
    return result.status === 200
      ? response(200).json(result.body)
      : response(result.status).json(result.body);
  }),
];
