export { createApp, type AppOptions } from './app.ts';
export {
  openDatabase,
  type Database,
  type DatabaseHandle,
  type OpenDatabaseOptions,
} from './db/database.ts';
export { readConfig, defaultAppConfig, type ServerConfig, type AppConfig } from './config.ts';
export { seedDemo, demoLogins } from './seed/demo.ts';
export { DEMO_ADMIN, DEMO_SALONS } from './seed/demo-data.ts';
