import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Run the sources with Node's own import (type stripping), as apps/server does: no module
    // runner in between, so tests and benchmarks exercise exactly what production executes.
    experimental: { viteModuleRunner: false },
    include: ['src/**/*.test.ts'],
    // Pure functions without global state: one worker per file is not needed.
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts', 'src/test-support/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
    benchmark: {
      include: ['bench/**/*.bench.ts'],
    },
  },
});
