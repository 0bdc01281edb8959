import { mkdir } from 'node:fs/promises';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';

const config = readConfig();
if (config.dataDir) await mkdir(config.dataDir, { recursive: true });
const { db, close } = await openDatabase(config.dataDir);
const app = createApp({ db, allowedOrigins: config.allowedOrigins });

const server = serve({ fetch: app.fetch, port: config.port, hostname: '127.0.0.1' }, (info) => {
  console.log(`Agendina API in ascolto su http://127.0.0.1:${info.port}`);
});

const stop = () => {
  server.close(() => void close().then(() => process.exit(0)));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
