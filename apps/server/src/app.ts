import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { devOutboxEmail, sandboxWhatsApp } from './adapters/adapters.ts';
import type { Adapters } from './adapters/adapters.ts';
import { TokenKeys } from './auth/tokens.ts';
import { defaultAppConfig } from './config.ts';
import type { AppConfig } from './config.ts';
import { compiledContract } from './contract/contract.ts';
import type { Database } from './db/database.ts';
import { dispatcher, errorResponse } from './http/dispatch.ts';
import { PAYLOAD_LIMIT_BYTES, notFound, payloadTooLarge } from './http/errors.ts';
import { handlers } from './routes/handlers.ts';

export interface AppOptions {
  db: Database;
  /** Origins of the web app allowed to call the API from a browser. */
  allowedOrigins: string[];
  /** Overrides of the run-time settings (defaults: defaultAppConfig). */
  config?: Partial<AppConfig>;
  /** Real adapters; the defaults are the dev outbox and the WhatsApp sandbox. */
  adapters?: Partial<Adapters>;
}

/** The API: every operation of openapi/ (validated against it), the assistants' ingestion API included. */
export function createApp({
  db,
  allowedOrigins,
  config: overrides = {},
  adapters = {},
}: AppOptions) {
  const config: AppConfig = { ...defaultAppConfig, ...overrides };
  const deps = {
    db,
    config,
    keys: new TokenKeys(db, config),
    adapters: {
      email: adapters.email ?? devOutboxEmail(db, config.printOutbox),
      whatsapp: adapters.whatsapp ?? sandboxWhatsApp(db),
    },
  };
  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: allowedOrigins,
      credentials: false,
      maxAge: 600,
      allowHeaders: ['Authorization', 'Content-Type', 'X-Integration-Key'],
      exposeHeaders: ['Retry-After'],
    }),
  );
  app.use(
    '*',
    bodyLimit({
      maxSize: PAYLOAD_LIMIT_BYTES,
      onError: (c) => errorResponse(c, payloadTooLarge()),
    }),
  );
  app.all('*', dispatcher({ ...deps, handlers, contract: compiledContract() }));
  app.notFound((c) => errorResponse(c, notFound()));
  app.onError((error, c) => errorResponse(c, error));
  return app;
}
