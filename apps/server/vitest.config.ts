import { defineConfig } from 'vitest/config';

// PGlite starts in 2-7 s on a loaded 2-core machine (DESIGN.md §8); the global setup migrates one
// PGlite and every test file starts from its dump (src/test-support/pglite-snapshot.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/pglite-snapshot.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
