import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, openDatabase, type DatabaseHandle } from '@agendina/server';
import { pactDir } from '../consumer/pact-setup.ts';
import { stateHandlers } from './state-handlers.ts';

let handle: DatabaseHandle;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  handle = await openDatabase();
  const app = createApp({ db: handle.db, allowedOrigins: [] });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
});

describe('apps/server honours every consumer contract in pact/pacts', () => {
  it('verifies each pact file', async () => {
    const pactUrls = (await readdir(pactDir))
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(pactDir, f));
    expect(pactUrls.length).toBeGreaterThan(0);
    await new Verifier({
      provider: 'agendina-api',
      providerBaseUrl: baseUrl,
      pactUrls,
      stateHandlers: stateHandlers(handle.db),
      logLevel: 'warn',
    }).verifyProvider();
  });
});
