import { defineConfig } from 'vitest/config';

// PGlite starts in 2-7 s on a loaded 2-core machine (DESIGN.md §8); the global setup migrates one
// PGlite and each new test database starts from its dump (src/test-support/pglite-snapshot.ts).
//
// Most files share their worker's modules (isolate: false): importing the app again for every
// file cost more than half of the suite's processor time (decision 0052). A file's harness takes
// the database the worker's previous file emptied, or opens one (decision 0078): no two files use
// one at once. The files that replace a module with vi.mock need a module graph of their
// own, because a mock cannot reach modules another file already imported: they run isolated.
const isolated = [
  'src/auth-rate-limits.test.ts',
  'src/login-device.test.ts',
  'src/login-throttle.test.ts',
];

// Files that never reach the run's database: the embedded database's own (its backup and restore,
// the analyze it runs for want of autovacuum), the configuration's (it starts main.ts on an
// in-memory PGlite) and the contract's validator (no database at all). Under test:postgres
// (DATABASE_URL) they would only repeat the PGlite run's work and count as PostgreSQL cases, so
// that run leaves them out.
const pgliteOnly = [
  'src/backup.test.ts',
  'src/db/pglite-analyze.test.ts',
  'src/config.test.ts',
  'src/contract/validator.test.ts',
];
const onPostgres = Boolean(process.env['DATABASE_URL']);

export default defineConfig({
  test: {
    globalSetup: ['src/test-support/pglite-snapshot.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: ['src/**/*.test.ts'],
          exclude: [...isolated, ...(onPostgres ? pgliteOnly : [])],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: isolated } },
    ],
  },
});
