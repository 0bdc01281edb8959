// Several real server processes (node src/main.ts) on one PostgreSQL, as production runs them
// (README "Produzione"): a fresh database in the cluster of DATABASE_URL, the migrations run
// once by `src/migrate.ts`, every process started with MIGRATE_ON_START=false, and a small
// round-robin proxy in front of them. Used by scale-out.test.ts and scripts/bench-scale.ts.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  /** http://127.0.0.1:port of this process. */
  base: string;
  child: ChildProcess;
  /** Everything the process wrote so far (a 500's stack lands here). */
  output: () => string;
}

/** A new, empty database in the cluster of `clusterUrl`; `drop` removes it (forcing out its clients). */
export async function createDatabase(
  clusterUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: clusterUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Runs a script of src/ (e.g. migrate.ts) to its end; rejects with its output when it fails. */
export async function runScript(script: string, env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, [`src/${script}`], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${script} exited with ${code}: ${output}`);
  return output;
}

/**
 * Starts `count` server processes on `databaseUrl`, each on a free port, without migrating
 * (MIGRATE_ON_START=false) or seeding the demo; resolves once each one listens.
 */
export async function startServers(
  count: number,
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const child = spawn(process.execPath, ['src/main.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PORT: '0',
          HOST: '127.0.0.1',
          MIGRATE_ON_START: 'false',
          SEED_DEMO: 'false',
          PRINT_OUTBOX: 'false',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const base = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /in ascolto su (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) resolve(match[1] as string);
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
      });
      return { base, child, output: () => output };
    }),
  );
}

/** Stops the processes by their own PIDs and waits for them to exit. */
export async function stopServers(servers: ServerProcess[]): Promise<void> {
  await Promise.all(
    servers.map(async ({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }),
  );
}

/** Polls GET /ready of every process until each answers 200 (or `timeoutMs` passes). */
export async function waitReady(servers: ServerProcess[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const { base } of servers) {
    for (;;) {
      const status = await fetch(`${base}/ready`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) break;
      if (Date.now() > deadline) throw new Error(`${base}/ready still answers ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export interface RoundRobinProxy {
  base: string;
  close: () => Promise<void>;
}

/** The header in which the proxy names the process (0-based) that answered a request. */
export const UPSTREAM_HEADER = 'x-upstream';

/**
 * A reverse proxy as a load balancer would be: each request goes to the next process in turn,
 * body and headers as they came, and the answer comes back with UPSTREAM_HEADER added.
 */
export async function roundRobinProxy(servers: ServerProcess[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const proxy = createServer((incoming, outgoing) => {
    const index = next++ % servers.length;
    const target = new URL((servers[index] as ServerProcess).base);
    const upstream = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [UPSTREAM_HEADER]: String(index),
        });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  return {
    base: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: async () => {
      agent.destroy();
      proxy.closeAllConnections();
      proxy.close();
      await once(proxy, 'close');
    },
  };
}
