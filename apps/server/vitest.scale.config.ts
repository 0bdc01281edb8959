import { defineConfig } from 'vitest/config';

// The scale-out suite (issue 21): real server processes on the PostgreSQL of
// scripts/test-postgres.sh (DATABASE_URL); the processes take a few seconds to start on a
// loaded 2-core machine.
export default defineConfig({
  test: {
    include: ['scale/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
