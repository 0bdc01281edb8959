import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { deniedTokens, salons, sessions, users } from '../db/schema/index.ts';
import { unauthorized } from '../http/errors.ts';
import type { Caller } from '../domain/caller.ts';
import { newJti, signAccessToken, signRefreshToken, verifyRefreshToken } from './tokens.ts';
import type { TokenKeys } from './tokens.ts';

export interface SessionUser {
  id: number;
  email: string;
  role: 'ADMIN' | 'USER';
  salonId: number | null;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export type RevokeReason =
  | 'LOGOUT'
  | 'LOGOUT_ALL'
  | 'PASSWORD_CHANGED'
  | 'MAX_SESSIONS'
  | 'REUSE'
  | 'DEACTIVATED'
  | 'ADMIN_REVOKED';

export const REFRESH_INVALIDATED = 'Refresh token has been invalidated';

export interface SessionDeps {
  db: Database;
  config: AppConfig;
  keys: TokenKeys;
}

async function issue(
  deps: SessionDeps,
  user: SessionUser,
  sessionId: string,
  refreshJti: string,
  refreshExp: number,
): Promise<TokenPair> {
  const access = await signAccessToken(
    deps.keys,
    {
      sub: String(user.id),
      email: user.email,
      role: user.role,
      salonId: user.salonId,
      sid: sessionId,
    },
    deps.config.accessTokenSeconds,
  );
  const refreshToken = await signRefreshToken(deps.keys, {
    sub: String(user.id),
    sid: sessionId,
    jti: refreshJti,
    exp: refreshExp,
  });
  return { token: access.token, refreshToken };
}

/** The user's sessions still usable at `now`: neither revoked nor expired. */
function liveSessionsOf(userId: number, now: Date) {
  return and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
}

function refreshSeconds(config: AppConfig, remember: boolean): number {
  return remember ? config.rememberRefreshTokenSeconds : config.refreshTokenSeconds;
}

/**
 * A new session (login, verify-email): beyond maxSessions the oldest sessions are closed. Its
 * expiry, fixed here, is the family's absolute lifetime.
 */
export async function openSession(
  deps: SessionDeps,
  user: SessionUser,
  remember: boolean,
): Promise<TokenPair> {
  const now = new Date();
  const jti = newJti();
  const exp = Math.floor(now.getTime() / 1000) + refreshSeconds(deps.config, remember);
  const sessionId = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const active = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(liveSessionsOf(user.id, now))
      .orderBy(asc(sessions.createdAt));
    const excess = active.length - (deps.config.maxSessions - 1);
    if (excess > 0) {
      const ids = active.slice(0, excess).map((s) => s.id);
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokedReason: 'MAX_SESSIONS' })
        .where(inArray(sessions.id, ids));
    }
    const [row] = await tx
      .insert(sessions)
      .values({
        userId: user.id,
        currentJti: jti,
        remember,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(exp * 1000),
      })
      .returning({ id: sessions.id });
    return (row as { id: string }).id;
  });
  return issue(deps, user, sessionId, jti, exp);
}

/**
 * Rotation with reuse detection. The current refresh token is spent and a new one returned; the
 * parent token presented again within refreshGraceSeconds gets the current one (two tabs racing);
 * any other spent token revokes the whole session (family).
 */
export async function rotateSession(
  deps: SessionDeps,
  refreshToken: string,
): Promise<{ pair: TokenPair; user: SessionUser }> {
  const claims = await verifyRefreshToken(deps.keys, refreshToken);
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        session: sessions,
        user: {
          id: users.id,
          email: users.email,
          role: users.role,
          salonId: users.salonId,
          active: users.active,
        },
        salonActive: salons.active,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(salons, eq(salons.id, users.salonId))
      .where(eq(sessions.id, claims.sid))
      .for('update', { of: sessions });
    if (
      !row ||
      String(row.user.id) !== claims.sub ||
      row.session.revokedAt !== null ||
      !row.user.active ||
      row.salonActive === false ||
      row.session.expiresAt <= now
    )
      return { kind: 'invalid' as const };
    const user: SessionUser = {
      id: row.user.id,
      email: row.user.email,
      role: row.user.role,
      salonId: row.user.salonId,
    };
    // ASVS 7.3.2: the family's absolute lifetime runs from login; rotation never extends it.
    const exp = Math.floor(row.session.expiresAt.getTime() / 1000);
    if (claims.jti === row.session.currentJti) {
      const jti = newJti();
      await tx
        .update(sessions)
        .set({
          currentJti: jti,
          previousJti: claims.jti,
          rotatedAt: now,
          lastUsedAt: now,
        })
        .where(eq(sessions.id, claims.sid));
      return { kind: 'ok' as const, user, jti, exp };
    }
    const graceMs = deps.config.refreshGraceSeconds * 1000;
    if (
      claims.jti === row.session.previousJti &&
      row.session.rotatedAt !== null &&
      now.getTime() - row.session.rotatedAt.getTime() <= graceMs
    ) {
      return { kind: 'ok' as const, user, jti: row.session.currentJti, exp };
    }
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'REUSE' })
      .where(eq(sessions.id, claims.sid));
    return { kind: 'reuse' as const };
  });
  if (outcome.kind === 'invalid') throw unauthorized(REFRESH_INVALIDATED, 'REFRESH_TOKEN_INVALID');
  if (outcome.kind === 'reuse')
    throw unauthorized(
      `${REFRESH_INVALIDATED}: reuse detected, every session token revoked`,
      'REFRESH_TOKEN_REUSED',
    );
  return {
    pair: await issue(deps, outcome.user, claims.sid, outcome.jti, outcome.exp),
    user: outcome.user,
  };
}

/** Logout: the access token is deny-listed until it expires and its session is closed. */
export async function logout(db: Database, caller: Caller): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(deniedTokens)
      .values({ jti: caller.jti, expiresAt: new Date(caller.exp * 1000) })
      .onConflictDoNothing();
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'LOGOUT' })
      .where(and(eq(sessions.id, caller.sessionId), isNull(sessions.revokedAt)));
    await tx.delete(deniedTokens).where(lt(deniedTokens.expiresAt, now));
  });
}

type SessionWriter = Pick<Database, 'update'>;

/** Closes the still usable sessions matching `where`; returns their ids. */
async function closeSessions(
  db: SessionWriter,
  where: SQL | undefined,
  reason: RevokeReason,
): Promise<string[]> {
  const now = new Date();
  const closed = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(where, isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return closed.map((row) => row.id);
}

/** Closes every open session of a user. */
export async function revokeAllSessions(
  db: SessionWriter,
  userId: number,
  reason: RevokeReason,
): Promise<number> {
  return (await closeSessions(db, eq(sessions.userId, userId), reason)).length;
}

const ofSalon = (salonId: number) =>
  inArray(
    sessions.userId,
    sql`(select ${users.id} from ${users} where ${users.salonId} = ${salonId})`,
  );

/**
 * Closes the open sessions of every account of a salon (an admin's "revoke all", ASVS 7.4.5, and
 * deactivation); with `sessionId`, that one only. Returns how many were closed.
 */
export async function revokeSalonSessions(
  db: SessionWriter,
  salonId: number,
  reason: RevokeReason,
  sessionId?: string,
): Promise<number> {
  const where =
    sessionId === undefined ? ofSalon(salonId) : and(ofSalon(salonId), eq(sessions.id, sessionId));
  return (await closeSessions(db, where, reason)).length;
}

export async function sessionInfo(
  db: Database,
  userId: number,
): Promise<{ count: number; oldest: number | null; newest: number | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<number | null>`floor(extract(epoch from min(${sessions.createdAt})))::bigint`,
      newest: sql<number | null>`floor(extract(epoch from max(${sessions.createdAt})))::bigint`,
    })
    .from(sessions)
    .where(liveSessionsOf(userId, new Date()));
  return {
    count: Number(row?.count ?? 0),
    oldest: row?.oldest == null ? null : Number(row.oldest),
    newest: row?.newest == null ? null : Number(row.newest),
  };
}
