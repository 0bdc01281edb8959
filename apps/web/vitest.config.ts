import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Unit tests of the app's pure modules; screens are tested as stories and end to end.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'serve/**/*.test.ts'],
    environment: 'node',
    // No test replaces a module or a global: the files share their worker's modules instead of
    // importing the app again each (14 s → 4 s).
    isolate: false,
  },
});
