// The server side of scripts/bench.ts: a PGlite (or DATABASE_URL) database with the benchmark
// salon (bench-support.ts), served on a free loopback port.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.ts';
import { defaultAppConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { seedBenchWeek } from './bench-support.ts';

const { db } = await openDatabase(undefined, { databaseUrl: process.env['DATABASE_URL'] ?? '' });
const config = {
  ...defaultAppConfig,
  printOutbox: false,
  loginMaxFailuresPerAccount: 1e9,
  loginMaxFailuresPerAddress: 1e9,
  maxSessions: 1e9,
};
await seedBenchWeek(db, config);

const app = createApp({ db, allowedOrigins: [], config });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  process.send?.({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.on('SIGTERM', () => process.exit(0));
