export { createApp, type AppOptions } from './app.ts';
export {
  openDatabase,
  type Database,
  type DatabaseHandle,
  type OpenDatabaseOptions,
} from './db/database.ts';
// The test harnesses' wipe: the ledgers refuse a plain TRUNCATE (migration 0019).
export { wipeTables } from './db/wipe.ts';
export { readConfig, defaultAppConfig, type ServerConfig, type AppConfig } from './config.ts';
export { seedDemo, demoLogins } from './seed/demo.ts';
export { DEMO_ADMIN, DEMO_SALONS } from './seed/demo-data.ts';
// The test provider's webhook signature: pact/ signs the webhook interaction with it.
export { signatureHeader } from './adapters/payments/signature.ts';
export { TEST_SIGNATURE_HEADER } from './adapters/payments/test-provider.ts';
