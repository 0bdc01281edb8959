// Issue 15.7: in production the JWT key comes from JWT_SECRET (at least 32 bytes); the key the
// server keeps in its database is only the development default.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const production = (jwtSecret?: string) => ({
  NODE_ENV: 'production',
  ...(jwtSecret === undefined ? {} : { JWT_SECRET: jwtSecret }),
});

describe('JWT_SECRET in production', () => {
  it('is required, at least 32 bytes', () => {
    expect(() => readConfig(production())).toThrow(/JWT_SECRET mancante.*almeno 32 byte/);
    expect(() => readConfig(production('a'.repeat(31)))).toThrow(/troppo corto \(31 byte\)/);
    expect(readConfig(production('a'.repeat(32))).app.jwtSecret).toBe('a'.repeat(32));
  });

  it('stays optional in development (the key kept in the database)', () => {
    expect(readConfig({}).app.jwtSecret).toBeUndefined();
    expect(readConfig({ NODE_ENV: 'development' }).app.jwtSecret).toBeUndefined();
  });

  it('stops the server at start with the reason, not a stack trace', async () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const run = promisify(execFile)(process.execPath, [main], {
      env: { PATH: process.env['PATH'], ...production('corta'), PGLITE_DATA_DIR: 'memory' },
      timeout: 20_000,
    });
    const failure = await run.then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/^Agendina non parte: JWT_SECRET troppo corto \(5 byte\)/);
    expect(failure?.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('the fiscal adapter at start', () => {
  it('stops the server when FISCAL_ADAPTER=fiskaly lacks its credentials, naming them', async () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const run = promisify(execFile)(process.execPath, [main], {
      env: { PATH: process.env['PATH'], FISCAL_ADAPTER: 'fiskaly', PGLITE_DATA_DIR: 'memory' },
      timeout: 20_000,
    });
    const failure = await run.then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(
      /^Agendina non parte: FISCAL_ADAPTER=fiskaly richiede FISKALY_API_KEY/,
    );
  });
});

describe('MIGRATE_ON_START', () => {
  it('migrates at start by default; false leaves it to `npm run migrate` (issue 21)', () => {
    expect(readConfig({}).migrateOnStart).toBe(true);
    expect(readConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(readConfig({ MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true);
  });
});

describe('JOB_POLL_MS', () => {
  it('polls the jobs every 5 s by default; a positive whole number of ms, else the start stops (decision 0026)', () => {
    expect(readConfig({}).jobPollMs).toBe(5000);
    expect(readConfig({ JOB_POLL_MS: '250' }).jobPollMs).toBe(250);
    expect(() => readConfig({ JOB_POLL_MS: 'spesso' })).toThrow('JOB_POLL_MS non valido: spesso');
    expect(() => readConfig({ JOB_POLL_MS: '0' })).toThrow('JOB_POLL_MS non valido: 0');
  });
});

describe('SIGNUP_LIMIT_PER_HOUR', () => {
  it('allows 10 signups an hour per address by default; a positive whole number changes it', () => {
    expect(readConfig({}).app.rateLimits).toBeUndefined();
    expect(readConfig({ SIGNUP_LIMIT_PER_HOUR: '200' }).app.rateLimits?.signupPerAddress).toEqual({
      limit: 200,
      seconds: 3600,
    });
    expect(() => readConfig({ SIGNUP_LIMIT_PER_HOUR: 'tanti' })).toThrow(
      'SIGNUP_LIMIT_PER_HOUR non valido: tanti',
    );
  });
});
