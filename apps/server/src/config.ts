export interface ServerConfig {
  port: number;
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  allowedOrigins: string[];
  /** SMTP server of the e-mail adapter (SMTP_URL); without it e-mails go to the dev outbox. */
  smtpUrl: string | undefined;
  /** Sender of the e-mails (MAIL_FROM); the adapter's default when unset. */
  mailFrom: string | undefined;
  app: Partial<AppConfig>;
}

/** What the application needs at run time; every field has a local default (see defaultAppConfig). */
export interface AppConfig {
  /** HS256 key; when empty a random one is generated once and kept in the database. */
  jwtSecret: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** Refresh lifetime with rememberMe. */
  rememberRefreshTokenSeconds: number;
  /** A parent refresh token presented again within this many seconds is not a reuse (two tabs racing). */
  refreshGraceSeconds: number;
  maxSessions: number;
  /** Signup needs an invitation token (validate-signup-token). */
  signupRequiresInvite: boolean;
  /** Signup answers emailVerificationRequired and sends a 6-digit code. */
  emailVerification: boolean;
  verificationCodeMinutes: number;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerAddress: number;
  loginWindowSeconds: number;
  /** Trust X-Forwarded-For for the client address (behind a proxy). */
  trustProxy: boolean;
  /** argon2id cost; tests lower it. */
  argon2: { memoryCost: number; timeCost: number };
  /** Print e-mails of the dev outbox to the console. */
  printOutbox: boolean;
}

export const defaultAppConfig: AppConfig = {
  jwtSecret: '',
  accessTokenSeconds: 15 * 60,
  refreshTokenSeconds: 30 * 24 * 3600,
  rememberRefreshTokenSeconds: 90 * 24 * 3600,
  refreshGraceSeconds: 10,
  maxSessions: 5,
  signupRequiresInvite: true,
  emailVerification: true,
  verificationCodeMinutes: 15,
  loginMaxFailuresPerAccount: 5,
  loginMaxFailuresPerAddress: 20,
  loginWindowSeconds: 15 * 60,
  trustProxy: false,
  argon2: { memoryCost: 19456, timeCost: 2 },
  printOutbox: true,
};

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} non valido: ${value}`);
  return n;
}

/** Reads the server's settings from the environment, with the local defaults of the README. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT non valida: ${env['PORT']}`);
  const app: Partial<AppConfig> = {};
  const set = <K extends keyof AppConfig>(key: K, value: AppConfig[K] | undefined) => {
    if (value !== undefined) app[key] = value;
  };
  set('jwtSecret', env['JWT_SECRET'] || undefined);
  set('maxSessions', positiveInt('MAX_SESSIONS', env['MAX_SESSIONS']));
  set('signupRequiresInvite', flag(env['SIGNUP_REQUIRES_INVITE']));
  set('emailVerification', flag(env['EMAIL_VERIFICATION']));
  set('trustProxy', flag(env['TRUST_PROXY']));
  set('printOutbox', flag(env['PRINT_OUTBOX']));
  return {
    port,
    // PGLITE_DATA_DIR=memory keeps everything in memory (tests, throwaway demos).
    dataDir:
      env['PGLITE_DATA_DIR'] === 'memory' ? undefined : (env['PGLITE_DATA_DIR'] ?? '.data/pglite'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    allowedOrigins: (env['ALLOWED_ORIGINS'] ?? 'http://localhost:5173,http://127.0.0.1:5173')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] || undefined,
    app,
  };
}
