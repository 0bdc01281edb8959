import { defineConfig } from 'vitest/config';

// PGlite starts in 2-7 s on a loaded 2-core machine (DESIGN.md §8).
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
