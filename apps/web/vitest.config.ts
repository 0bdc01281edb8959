import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Unit tests of the app's pure modules; screens are tested as stories and end to end.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node' },
});
