import { defineConfig } from 'vitest/config';

export default defineConfig({
  // No test replaces a module or a global: the files share their worker's modules.
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, isolate: false },
});
