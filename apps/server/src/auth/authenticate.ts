// The check every authenticated request makes: a valid access token whose session is open, whose
// token is not deny-listed and whose user is active, read in one prepared statement (decision
// 0012) together with the stamp of the caller's salon. Sessions are opened and closed in
// sessions.ts.
import { preparedRead } from '../db/prepared.ts';
import { unauthorized } from '../http/errors.ts';
import type { Caller } from '../domain/caller.ts';
import { salonStamp } from '../http/read-cache.ts';
import type { RevokeReason, SessionDeps } from './sessions.ts';
import { verifyAccessToken } from './tokens.ts';

/** The 401 messages SPEC.md §4 makes the client match ("blacklisted", "invalidated": sign out, no refresh). */
const REVOKED_MESSAGES: Record<RevokeReason, string> = {
  LOGOUT: 'Token has been blacklisted',
  LOGOUT_ALL: 'Token invalidated by logout from all devices',
  PASSWORD_CHANGED: 'Token invalidated by password change',
  MAX_SESSIONS: 'Token invalidated: session closed by a newer login',
  REUSE: 'Token invalidated: refresh token reuse detected',
  DEACTIVATED: 'Token invalidated: account deactivated',
  ADMIN_REVOKED: 'Token invalidated: session closed by an administrator',
};

interface SessionState {
  revoked: boolean;
  reason: string | null;
  active: boolean;
  denied: boolean;
  /** bigint columns: a number on PGlite, a string on node-postgres. */
  salonId: number | string | null;
  salonCreatedAt: Date | null;
  dataVersion: number | string | null;
  openingHours: string | null;
}

/**
 * What every authenticated request reads: the session and its user, the deny-list entry of the
 * token, and the stamp of the caller's salon (the read cache's key), in one prepared statement.
 */
const sessionState = preparedRead<SessionState>(
  'agendina_session_state',
  `select s.revoked_at is not null as "revoked", s.revoked_reason::text as "reason",
          u.active as "active", d.jti is not null as "denied", sa.id as "salonId",
          sa.created_at as "salonCreatedAt", sa.data_version as "dataVersion",
          sa.opening_hours as "openingHours"
     from sessions s
     join users u on u.id = s.user_id
     left join denied_tokens d on d.jti = $1::text
     left join salons sa on sa.id = $2::bigint
    where s.id = $3::uuid`,
);

/** The caller of a request with a bearer access token, or 401 with the message SPEC.md §4 expects. */
export async function authenticate(deps: SessionDeps, header: string | undefined): Promise<Caller> {
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized('Autenticazione richiesta', 'UNAUTHORIZED');
  const claims = await verifyAccessToken(deps.keys, match[1] as string);
  const [row] = await sessionState(deps.db, [claims.jti, claims.salonId, claims.sid]);
  if (!row)
    throw unauthorized('Token invalidated: the session no longer exists', 'TOKEN_INVALIDATED');
  if (row.denied) throw unauthorized(REVOKED_MESSAGES.LOGOUT, 'TOKEN_BLACKLISTED');
  if (row.revoked) {
    const reason = (row.reason ?? 'LOGOUT_ALL') as RevokeReason;
    throw unauthorized(
      REVOKED_MESSAGES[reason] ?? REVOKED_MESSAGES.LOGOUT_ALL,
      reason === 'LOGOUT' ? 'TOKEN_BLACKLISTED' : 'TOKEN_INVALIDATED',
    );
  }
  if (!row.active) throw unauthorized(REVOKED_MESSAGES.DEACTIVATED, 'TOKEN_INVALIDATED');
  return {
    userId: Number(claims.sub),
    email: claims.email,
    role: claims.role,
    salonId: claims.salonId,
    sessionId: claims.sid,
    jti: claims.jti,
    exp: claims.exp,
    salonStamp:
      row.salonId === null || row.salonCreatedAt === null || row.dataVersion === null
        ? null
        : salonStamp({
            id: Number(row.salonId),
            createdAt: row.salonCreatedAt,
            dataVersion: Number(row.dataVersion),
            openingHours: row.openingHours,
          }),
  };
}
