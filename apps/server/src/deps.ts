import type { Adapters } from './adapters/adapters.ts';
import type { TokenKeys } from './auth/tokens.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { JobWorker } from './jobs/worker.ts';

/** What the app is built from (app.ts makes it once): every handler and service gets these. */
export interface Deps {
  db: Database;
  config: AppConfig;
  adapters: Adapters;
  keys: TokenKeys;
  /** This process's job worker: nudge it after committing a job that should run now. */
  jobs: JobWorker;
  /** The web app's origins (CORS, and where a checkout may send the browser back). */
  allowedOrigins: string[];
}
