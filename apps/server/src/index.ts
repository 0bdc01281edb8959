export { createApp, type AppOptions } from './app.ts';
export { openDatabase, type Database, type DatabaseHandle } from './db/database.ts';
export { readConfig, type ServerConfig } from './config.ts';
