import { mkdir } from 'node:fs/promises';
import { Server as HttpServer } from 'node:http';
import { databaseSimulatorStore, fiscalAdapterFromEnv } from './adapters/fiscal/index.ts';
import type { FiscalAdapter } from './adapters/fiscal/index.ts';
import { readConfig } from './config.ts';
import type { ServerConfig } from './config.ts';

let config: ServerConfig;
let fiscal: FiscalAdapter;
try {
  config = readConfig();
  // Fiscal documents: the simulator, or fiskaly SIGN IT with FISCAL_ADAPTER=fiskaly; a missing
  // variable stops the start here, not at the first sale.
  // The simulator keeps its numbering in the database: a restart goes on from the next number.
  fiscal = fiscalAdapterFromEnv(process.env, { simulatorStore: databaseSimulatorStore() });
} catch (error) {
  // A wrong setting is the operator's to fix: its message, not a stack trace.
  console.error(`Agendina non parte: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// The rest of the server is loaded once the settings hold: a wrong one stops the start at once,
// not after the whole app's modules were read.
const [{ serve }, { smtpEmail }, { createServer }, { defaultAppConfig }, { openDatabase }, demo] =
  await Promise.all([
    import('@hono/node-server'),
    import('./adapters/smtp-email.ts'),
    import('./app.ts'),
    import('./config.ts'),
    import('./db/database.ts'),
    import('./seed/demo.ts'),
  ]);
const { demoLogins, seedDemo } = demo;
if (config.dataDir && !config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
const { db, close } = await openDatabase(config.dataDir, {
  databaseUrl: config.databaseUrl,
  migrate: config.migrateOnStart,
});
const appConfig = { ...defaultAppConfig, ...config.app };

if (process.env['SEED_DEMO'] !== 'false') {
  const seeded = await seedDemo(db, appConfig, config.demoCopies);
  console.log(seeded ? 'Dati demo creati.' : 'Dati demo già presenti.');
  console.log(demoLogins(config.demoCopies));
}

// E-mail: real SMTP when SMTP_URL is set, else the dev outbox printed to the console.
const email = config.smtpUrl
  ? smtpEmail({ url: config.smtpUrl, from: config.mailFrom })
  : undefined;
if (email) console.log('E-mail inviate via SMTP (SMTP_URL).');
// The durable jobs (decision 0026): e-mails and fiscal retries. Every process runs a worker: a
// request that queues an e-mail nudges its own at once; the poll picks up the jobs of other
// processes, the retries whose backoff is over and whatever a restart left. FOR UPDATE SKIP
// LOCKED keeps two processes from running one job.
const { app, worker } = createServer({
  db,
  allowedOrigins: config.allowedOrigins,
  config: config.app,
  adapters: email ? { email, fiscal } : { fiscal },
  pollJobsMs: config.jobPollMs,
});
const server = serve(
  { fetch: app.fetch, port: config.port, hostname: process.env['HOST'] ?? '127.0.0.1' },
  (info) => {
    console.log(`Agendina API in ascolto su http://127.0.0.1:${info.port}`);
  },
);

// Node closes a connection idle for 5 s by default, and a client that sends its next request on
// that connection at the same moment gets ECONNRESET (an e2e run met it). Clients and proxies
// keep idle connections for up to a minute or more (60 s is the common load balancer's), so the
// server keeps them longer than they do and is never the side that closes one under a request.
if (server instanceof HttpServer) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

const stop = () => {
  server.close(
    () =>
      void worker
        .stop()
        .then(close)
        .then(() => process.exit(0)),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
