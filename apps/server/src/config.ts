import { randomBytes } from 'node:crypto';
import { defaultGraphOptions, graphOptionsFromEnv } from './adapters/whatsapp/from-env.ts';
import type { GraphSettings } from './adapters/whatsapp/from-env.ts';

/**
 * The payment adapter (decision 0029): the built-in test provider (default) or Stripe Checkout.
 * The test provider signs its webhook events with `testWebhookSecret` (random per process
 * unless TEST_PAYMENTS_WEBHOOK_SECRET is set: it delivers them to its own process).
 */
export type PaymentSettings =
  | { provider: 'test'; testWebhookSecret: string }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** STRIPE_API_BASE: another host for the SDK (a local fake in tests), e.g. http://127.0.0.1:12111. */
      apiBase: string | undefined;
    };

export interface ServerConfig {
  port: number;
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  /**
   * Migrate the database at start (MIGRATE_ON_START, default true). Several processes on one
   * PostgreSQL start with false after `npm run migrate` ran once (README, "Produzione").
   */
  migrateOnStart: boolean;
  allowedOrigins: string[];
  /** SMTP server of the e-mail adapter (SMTP_URL); without it e-mails go to the dev outbox. */
  smtpUrl: string | undefined;
  /** Sender of the e-mails (MAIL_FROM); the adapter's default when unset. */
  mailFrom: string | undefined;
  /** How often each process looks for due jobs (JOB_POLL_MS, default 5000). */
  jobPollMs: number;
  /**
   * How many copies of the demo salons `npm start` seeds (DEMO_COPIES, default 1): the e2e suite
   * gives each of its parallel workers a copy of its own (seed/demo-data.ts, demoSalons).
   */
  demoCopies: number;
  app: Partial<AppConfig>;
}

/** `limit` requests per `seconds`, counted in the database (auth/rate-limit.ts). */
export interface Limit {
  limit: number;
  seconds: number;
}

export interface RateLimits {
  /** POST /auth/signup per address. */
  signupPerAddress: Limit;
  /** POST /auth/validate-signup-token per address. */
  signupTokenPerAddress: Limit;
  /** POST /auth/verify-email per address (each code also allows 5 attempts). */
  verifyEmailPerAddress: Limit;
  /** POST /auth/resend-verification-email per account (e-mail, registered or not) and per address. */
  resendPerAccount: Limit;
  /** And per account per day: every code has 5 attempts, so this bounds the guesses (issue #32). */
  resendPerAccountPerDay: Limit;
  resendPerAddress: Limit;
  /** GET /salon/export (the salon's data, GDPR art. 20) per salon. */
  dataExportPerSalon: Limit;
  /** POST /auth/refresh-token per address. */
  refreshPerAddress: Limit;
  /** The ingestion API (/integrations) per integration key. */
  ingestionPerKey: Limit;
  /** POST /public/consultation-requests (the /consulenza form) per address. */
  consultationPerAddress: Limit;
  /** The booking page's reads (page, days, times, why) per address. */
  bookingReadsPerAddress: Limit;
  /** One-time codes of the booking page per phone, and per address. */
  bookingCodesPerPhone: Limit;
  bookingCodesPerAddress: Limit;
  /** Bookings through the page per address, and per salon. */
  bookingsPerAddress: Limit;
  bookingsPerSalon: Limit;
}

/** What the application needs at run time; every field has a local default (see defaultAppConfig). */
export interface AppConfig {
  /** HS256 key; when empty a random one is generated once and kept in the database. */
  jwtSecret: string;
  accessTokenSeconds: number;
  /** A session's (refresh family's) absolute lifetime from login; rotation never extends it. */
  refreshTokenSeconds: number;
  /** The same with rememberMe. */
  rememberRefreshTokenSeconds: number;
  /** A parent refresh token presented again within this many seconds is not a reuse (two tabs racing). */
  refreshGraceSeconds: number;
  maxSessions: number;
  /** Signup needs an invitation token (validate-signup-token). */
  signupRequiresInvite: boolean;
  /** Signup answers emailVerificationRequired and sends a 6-digit code. */
  emailVerification: boolean;
  verificationCodeMinutes: number;
  /**
   * Failed passwords of one account from one address within loginWindowSeconds, then that
   * address waits for the window; from any addresses, the failures after which each further
   * attempt on the account is slowed down (auth/throttle.ts).
   */
  loginMaxFailuresPerAccount: number;
  /** Failed passwords from one address, whatever the account, within loginWindowSeconds. */
  loginMaxFailuresPerAddress: number;
  loginWindowSeconds: number;
  /** How long a device token (auth/device-token.ts) marks its device as known to the account. */
  deviceTokenDays: number;
  /** The longest wait between two attempts on an account under attack (the slowdown's cap). */
  loginMaxDelaySeconds: number;
  /** The rate limits of the public auth calls and of the ingestion API (decision 0020). */
  rateLimits: RateLimits;
  /** Trust X-Forwarded-For for the client address (behind a proxy). */
  trustProxy: boolean;
  /** argon2id cost; tests lower it. */
  argon2: { memoryCost: number; timeCost: number };
  /** Print e-mails of the dev outbox to the console. */
  printOutbox: boolean;
  payments: PaymentSettings;
  /**
   * The API's own address as browsers reach it (PUBLIC_API_URL), for the test provider's hosted
   * card page; without it, the address the createCheckout request came to.
   */
  publicApiUrl: string | undefined;
  /** Where the team reads the /consulenza requests (CONSULTATION_INBOX). */
  consultationInbox: string;
  /** The Graph API of the salons on the WhatsApp Cloud API (WHATSAPP_GRAPH_URL, WHATSAPP_API_VERSION). */
  whatsappGraph: GraphSettings;
  /**
   * The web app's address as clients reach it (PUBLIC_APP_URL, default http://localhost:5173):
   * a visit reminder's link is <publicAppUrl>/promemoria/<token>.
   */
  publicAppUrl: string;
  /** How often the processes that poll jobs look for visits to remind (REMINDER_SWEEP_MS, 5 min). */
  reminderSweepMs: number;
}

export const defaultAppConfig: AppConfig = {
  jwtSecret: '',
  accessTokenSeconds: 15 * 60,
  // The contract's LoginRequest.rememberMe: 30 days instead of 1, from login (never extended).
  refreshTokenSeconds: 24 * 3600,
  rememberRefreshTokenSeconds: 30 * 24 * 3600,
  refreshGraceSeconds: 10,
  maxSessions: 5,
  signupRequiresInvite: true,
  emailVerification: true,
  verificationCodeMinutes: 15,
  loginMaxFailuresPerAccount: 5,
  loginMaxFailuresPerAddress: 20,
  loginWindowSeconds: 15 * 60,
  deviceTokenDays: 180,
  loginMaxDelaySeconds: 60,
  rateLimits: {
    signupPerAddress: { limit: 10, seconds: 3600 },
    signupTokenPerAddress: { limit: 30, seconds: 15 * 60 },
    verifyEmailPerAddress: { limit: 30, seconds: 15 * 60 },
    resendPerAccount: { limit: 3, seconds: 15 * 60 },
    resendPerAccountPerDay: { limit: 10, seconds: 24 * 3600 },
    dataExportPerSalon: { limit: 3, seconds: 3600 },
    resendPerAddress: { limit: 10, seconds: 15 * 60 },
    refreshPerAddress: { limit: 60, seconds: 60 },
    ingestionPerKey: { limit: 60, seconds: 60 },
    // A person sends the form once; five an hour leaves room for a correction, not for a flood.
    consultationPerAddress: { limit: 5, seconds: 3600 },
    // A client looks at a few days and times: a page's worth of requests a minute, not a crawl.
    bookingReadsPerAddress: { limit: 240, seconds: 60 },
    // Every code allows 5 guesses: 3 codes in 15 minutes per phone bound them (as for e-mails).
    bookingCodesPerPhone: { limit: 3, seconds: 15 * 60 },
    bookingCodesPerAddress: { limit: 20, seconds: 3600 },
    bookingsPerAddress: { limit: 20, seconds: 3600 },
    bookingsPerSalon: { limit: 300, seconds: 3600 },
  },
  trustProxy: false,
  argon2: { memoryCost: 19456, timeCost: 2 },
  printOutbox: true,
  payments: { provider: 'test', testWebhookSecret: randomBytes(32).toString('hex') },
  publicApiUrl: undefined,
  consultationInbox: 'consulenze@agendina.it',
  whatsappGraph: defaultGraphOptions,
  publicAppUrl: 'http://localhost:5173',
  reminderSweepMs: 5 * 60 * 1000,
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

/** The shortest JWT_SECRET accepted in production: HS256 wants a key as long as its hash. */
export const MIN_JWT_SECRET_BYTES = 32;

/**
 * In production the HS256 key comes from JWT_SECRET: the random key the server otherwise keeps
 * in its own database is a development default, readable by anyone who can read a backup.
 */
function checkJwtSecret(env: NodeJS.ProcessEnv): void {
  if (env['NODE_ENV'] !== 'production') return;
  const bytes = Buffer.byteLength(env['JWT_SECRET'] ?? '', 'utf8');
  if (bytes >= MIN_JWT_SECRET_BYTES) return;
  throw new Error(
    `JWT_SECRET ${bytes === 0 ? 'mancante' : `troppo corto (${bytes} byte)`}: con NODE_ENV=production ` +
      `serve una chiave di almeno ${MIN_JWT_SECRET_BYTES} byte, per esempio JWT_SECRET=$(openssl rand -base64 48). ` +
      'La chiave generata e salvata nel database vale solo per lo sviluppo.',
  );
}

/**
 * PAYMENT_PROVIDER=test (default) or stripe. Stripe without its keys stops the start, in every
 * environment: a checkout that cannot reach Stripe, or a webhook nobody can verify, is worse
 * than not starting.
 */
function readPayments(env: NodeJS.ProcessEnv): PaymentSettings | undefined {
  const choice = env['PAYMENT_PROVIDER']?.trim().toLowerCase() || 'test';
  if (choice === 'test') {
    const secret = env['TEST_PAYMENTS_WEBHOOK_SECRET']?.trim();
    return secret ? { provider: 'test', testWebhookSecret: secret } : undefined;
  }
  if (choice !== 'stripe')
    throw new Error(`PAYMENT_PROVIDER non valido: ${env['PAYMENT_PROVIDER']} (test o stripe)`);
  const secretKey = env['STRIPE_SECRET_KEY']?.trim() ?? '';
  const webhookSecret = env['STRIPE_WEBHOOK_SECRET']?.trim() ?? '';
  const missing = [
    ...(secretKey ? [] : ['STRIPE_SECRET_KEY']),
    ...(webhookSecret ? [] : ['STRIPE_WEBHOOK_SECRET']),
  ];
  if (missing.length > 0)
    throw new Error(
      `PAYMENT_PROVIDER=stripe richiede ${missing.join(' e ')} (vedi README, "Pagamenti")`,
    );
  const apiBase = env['STRIPE_API_BASE']?.trim() || undefined;
  if (apiBase !== undefined && !URL.canParse(apiBase))
    throw new Error(`STRIPE_API_BASE non valido: ${apiBase}`);
  return { provider: 'stripe', secretKey, webhookSecret, apiBase };
}

/** Reads the server's settings from the environment, with the local defaults of the README. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  checkJwtSecret(env);
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
  set('payments', readPayments(env));
  const publicApiUrl = env['PUBLIC_API_URL']?.trim() || undefined;
  if (publicApiUrl !== undefined && !URL.canParse(publicApiUrl))
    throw new Error(`PUBLIC_API_URL non valido: ${publicApiUrl}`);
  set('publicApiUrl', publicApiUrl);
  set('consultationInbox', env['CONSULTATION_INBOX']?.trim() || undefined);
  set('whatsappGraph', graphOptionsFromEnv(env));
  const publicAppUrl = env['PUBLIC_APP_URL']?.trim() || undefined;
  if (publicAppUrl !== undefined && !URL.canParse(publicAppUrl))
    throw new Error(`PUBLIC_APP_URL non valido: ${publicAppUrl}`);
  set('publicAppUrl', publicAppUrl);
  set('reminderSweepMs', positiveInt('REMINDER_SWEEP_MS', env['REMINDER_SWEEP_MS']));
  // The login throttle's window (default 15 minutes): the scale-out lock-out test shortens it.
  set('loginWindowSeconds', positiveInt('LOGIN_WINDOW_SECONDS', env['LOGIN_WINDOW_SECONDS']));
  // One office behind one address may open more salons an hour than the default 10 (and the e2e
  // run, from 127.0.0.1, signs up a salon per test that owns its data).
  const signupsPerHour = positiveInt('SIGNUP_LIMIT_PER_HOUR', env['SIGNUP_LIMIT_PER_HOUR']);
  if (signupsPerHour !== undefined)
    set('rateLimits', {
      ...defaultAppConfig.rateLimits,
      signupPerAddress: { limit: signupsPerHour, seconds: 3600 },
    });
  return {
    port,
    // PGLITE_DATA_DIR=memory keeps everything in memory (tests, throwaway demos).
    dataDir:
      env['PGLITE_DATA_DIR'] === 'memory' ? undefined : (env['PGLITE_DATA_DIR'] ?? '.data/pglite'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    migrateOnStart: flag(env['MIGRATE_ON_START']) ?? true,
    allowedOrigins: (env['ALLOWED_ORIGINS'] ?? 'http://localhost:5173,http://127.0.0.1:5173')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] || undefined,
    jobPollMs: positiveInt('JOB_POLL_MS', env['JOB_POLL_MS']) ?? 5000,
    demoCopies: positiveInt('DEMO_COPIES', env['DEMO_COPIES']) ?? 1,
    app,
  };
}
