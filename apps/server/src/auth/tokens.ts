import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { settings } from '../db/schema/index.ts';
import { unauthorized } from '../http/errors.ts';

export interface AccessClaims {
  sub: string;
  email: string;
  role: 'ADMIN' | 'USER';
  salonId: number | null;
  sid: string;
  jti: string;
  iat: number;
  exp: number;
}

export interface RefreshClaims {
  sub: string;
  sid: string;
  jti: string;
  exp: number;
}

const ISSUER = 'agendina';

/**
 * The HS256 key: JWT_SECRET, else a random secret generated once and kept with the data (the
 * development default only: with NODE_ENV=production readConfig refuses to start without
 * JWT_SECRET).
 */
export class TokenKeys {
  private key: Promise<Uint8Array> | null = null;
  /**
   * Access tokens whose signature and claims were checked, by token text: the HMAC through
   * WebCrypto was an eighth of a cached calendar request. The key never changes in a process, so
   * a token verified once verifies again; only its expiry is checked on every use. Revocation is
   * not decided here (authenticate reads the session on every request).
   */
  readonly verifiedAccess = new Map<string, AccessClaims>();
  private readonly db: Database;
  private readonly config: AppConfig;

  constructor(db: Database, config: AppConfig) {
    this.db = db;
    this.config = config;
  }

  get(): Promise<Uint8Array> {
    this.key ??= this.load().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  private async load(): Promise<Uint8Array> {
    if (this.config.jwtSecret) return new TextEncoder().encode(this.config.jwtSecret);
    const candidate = randomBytes(48).toString('base64url');
    await this.db
      .insert(settings)
      .values({ key: 'jwt_secret', value: candidate })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'jwt_secret'));
    return new TextEncoder().encode(row?.value ?? candidate);
  }
}

export const newJti = (): string => randomUUID();

export async function signAccessToken(
  keys: TokenKeys,
  claims: Omit<AccessClaims, 'iat' | 'exp' | 'jti'>,
  seconds: number,
): Promise<{ token: string; jti: string; exp: number }> {
  const jti = newJti();
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + seconds;
  const token = await new SignJWT({
    email: claims.email,
    role: claims.role,
    salonId: claims.salonId,
    sid: claims.sid,
    typ: 'access',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(jti)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await keys.get());
  return { token, jti, exp };
}

export async function signRefreshToken(keys: TokenKeys, claims: RefreshClaims): Promise<string> {
  return new SignJWT({ sid: claims.sid, typ: 'refresh' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(claims.exp)
    .sign(await keys.get());
}

const accessExpired = () => unauthorized('Token scaduto', 'TOKEN_EXPIRED');

async function verifyToken(
  keys: TokenKeys,
  token: string,
  typ: 'access' | 'refresh',
): Promise<Record<string, unknown>> {
  try {
    const { payload } = await jwtVerify(token, await keys.get(), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    if (
      payload['typ'] !== typ ||
      typeof payload.sub !== 'string' ||
      typeof payload.jti !== 'string' ||
      typeof payload['sid'] !== 'string'
    ) {
      throw unauthorized('Token non valido', 'TOKEN_INVALID');
    }
    return payload as Record<string, unknown>;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw typ === 'access'
        ? accessExpired()
        : unauthorized('Refresh token scaduto', 'REFRESH_TOKEN_EXPIRED');
    }
    if (error instanceof Error && 'status' in error) throw error;
    throw unauthorized(
      typ === 'access' ? 'Token non valido' : 'Refresh token non valido',
      typ === 'access' ? 'TOKEN_INVALID' : 'REFRESH_TOKEN_INVALID',
    );
  }
}

/** How many verified access tokens a process remembers (a few per signed-in device). */
const VERIFIED_ACCESS_MAX = 5000;

export async function verifyAccessToken(keys: TokenKeys, token: string): Promise<AccessClaims> {
  const known = keys.verifiedAccess.get(token);
  if (known !== undefined) {
    // jose's own rule: expired when exp <= now, in whole seconds.
    if (known.exp > Math.floor(Date.now() / 1000)) return known;
    keys.verifiedAccess.delete(token);
    throw accessExpired();
  }
  const claims = await verifyAccessClaims(keys, token);
  if (keys.verifiedAccess.size >= VERIFIED_ACCESS_MAX)
    keys.verifiedAccess.delete(keys.verifiedAccess.keys().next().value as string);
  keys.verifiedAccess.set(token, Object.freeze(claims));
  return claims;
}

async function verifyAccessClaims(keys: TokenKeys, token: string): Promise<AccessClaims> {
  const p = await verifyToken(keys, token, 'access');
  return {
    sub: p['sub'] as string,
    email: String(p['email']),
    role: p['role'] === 'ADMIN' ? 'ADMIN' : 'USER',
    salonId: typeof p['salonId'] === 'number' ? p['salonId'] : null,
    sid: p['sid'] as string,
    jti: p['jti'] as string,
    iat: Number(p['iat']),
    exp: Number(p['exp']),
  };
}

export async function verifyRefreshToken(keys: TokenKeys, token: string): Promise<RefreshClaims> {
  const p = await verifyToken(keys, token, 'refresh');
  return {
    sub: p['sub'] as string,
    sid: p['sid'] as string,
    jti: p['jti'] as string,
    exp: Number(p['exp']),
  };
}
