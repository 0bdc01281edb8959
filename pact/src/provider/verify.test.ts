import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, openDatabase, type DatabaseHandle } from '@agendina/server';
import { pactDir } from '../consumer/pact-setup.ts';
import { implementedInteractions } from './implemented.ts';
import { stateHandlers } from './state-handlers.ts';

let handle: DatabaseHandle;
let server: ServerType;
let baseUrl: string;
let workDir: string;

beforeAll(async () => {
  handle = await openDatabase();
  const app = createApp({ db: handle.db, allowedOrigins: [] });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  workDir = await mkdtemp(path.join(tmpdir(), 'agendina-pact-'));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
  await rm(workDir, { recursive: true, force: true });
});

interface PactFile {
  interactions: { description: string; providerStates?: { name: string }[] }[];
}

/**
 * The copy of a pact file holding only the interactions apps/server implements (the file in
 * pact/pacts/ stays whole: it is the contract for the backend team).
 */
async function implementedPart(file: string) {
  const pact = JSON.parse(await readFile(file, 'utf8')) as PactFile;
  const implemented = pact.interactions.filter((i) =>
    implementedInteractions.includes(i.description),
  );
  const pending = pact.interactions.filter((i) => !implementedInteractions.includes(i.description));
  const copy = path.join(workDir, path.basename(file));
  await writeFile(copy, JSON.stringify({ ...pact, interactions: implemented }));
  return { copy, implemented, pending, all: pact.interactions };
}

describe('apps/server honours the consumer contracts in pact/pacts', () => {
  it('verifies every interaction the server implements; the rest are reported as pending', async () => {
    const files = (await readdir(pactDir))
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(pactDir, f));
    expect(files.length).toBeGreaterThan(0);
    const parts = await Promise.all(files.map(implementedPart));

    // A name in the list that no contract has is a typo or a removed interaction.
    const described = new Set(parts.flatMap((p) => p.all.map((i) => i.description)));
    expect(implementedInteractions.filter((name) => !described.has(name))).toEqual([]);

    const verified = parts.reduce((n, p) => n + p.implemented.length, 0);
    const pending = parts.flatMap((p) => p.pending);
    const pendingStates = [
      ...new Set(pending.flatMap((i) => (i.providerStates ?? []).map((s) => s.name))),
    ];
    console.info(
      `Pact provider verification: ${verified} interaction(s) verified against apps/server, ` +
        `${pending.length} pending (not implemented by apps/server yet; widen ` +
        `pact/src/provider/implemented.ts), ${pendingStates.length} provider state(s) still without a handler.`,
    );

    expect(verified).toBeGreaterThan(0);
    await new Verifier({
      provider: 'agendina-api',
      providerBaseUrl: baseUrl,
      pactUrls: parts.filter((p) => p.implemented.length > 0).map((p) => p.copy),
      stateHandlers: stateHandlers(handle.db),
      logLevel: 'warn',
    }).verifyProvider();
  });
});
