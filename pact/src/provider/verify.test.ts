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
import { ProviderAuth } from './auth.ts';
import { stateHandlers } from './state-handlers.ts';
import { PROVIDER_JWT_SECRET } from '../shared/reminder-link.ts';
import { TEST_WEBHOOK_SECRET } from '../shared/test-payments.ts';

let handle: DatabaseHandle;
let server: ServerType;
let baseUrl: string;
let workDir: string;
let auth: ProviderAuth;

/** The interaction that must present a refresh token already rotated (verified in its own run). */
const SPENT_REFRESH = 'a token refresh with a spent refresh token';

beforeAll(async () => {
  handle = await openDatabase();
  // No grace period: a refresh token presented again after its rotation is a reuse at once.
  // The web app's origin: a checkout's returnUrl must be one of them. The test provider's
  // secret: the request filter signs its webhook again with it.
  const app = createApp({
    db: handle.db,
    allowedOrigins: ['http://localhost:5173'],
    config: {
      printOutbox: false,
      // A fixed key: the reminder link of the contracts is signed with it (shared/reminder-link.ts).
      jwtSecret: PROVIDER_JWT_SECRET,
      refreshGraceSeconds: 0,
      payments: { provider: 'test', testWebhookSecret: TEST_WEBHOOK_SECRET },
    },
  });
  auth = new ProviderAuth((p, init) => Promise.resolve(app.request(p, init)));
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
  const write = async (suffix: string, interactions: PactFile['interactions']) => {
    if (interactions.length === 0) return null;
    const copy = path.join(workDir, path.basename(file, '.json') + suffix + '.json');
    await writeFile(copy, JSON.stringify({ ...pact, interactions }));
    return copy;
  };
  const copy = await write(
    '',
    implemented.filter((i) => i.description !== SPENT_REFRESH),
  );
  const spentCopy = await write(
    '-spent-refresh',
    implemented.filter((i) => i.description === SPENT_REFRESH),
  );
  return { copy, spentCopy, implemented, pending, all: pact.interactions };
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
    const verify = (pactUrls: string[]) =>
      new Verifier({
        provider: 'agendina-api',
        providerBaseUrl: baseUrl,
        pactUrls,
        stateHandlers: stateHandlers({ db: handle.db, signIn: auth.signIn }),
        requestFilter: auth.requestFilter,
        logLevel: 'warn',
      }).verifyProvider();
    const live = parts.flatMap((p) => (p.copy ? [p.copy] : []));
    const spent = parts.flatMap((p) => (p.spentCopy ? [p.spentCopy] : []));
    auth.refreshMode = 'live';
    if (live.length > 0) await verify(live);
    auth.refreshMode = 'spent';
    if (spent.length > 0) await verify(spent);
    // Some 130 interactions, each reseeding the database: minutes on a loaded shared machine.
  }, 300_000);
});
