import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  // The router plugin must come before react() so route files are split before JSX runs.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  // The manifest lets scripts/bundle-budget.ts measure each route's chunks.
  build: {
    target: 'es2023',
    sourcemap: true,
    manifest: true,
    // Every browser of the es2023 target supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the entry loads statically, in one file instead of some twenty-five:
              // each file is compressed on its own, and the small ones cost /login about 12 KB
              // gzip (scripts/bundle-budget.ts). Routes keep their own chunks.
              name: 'shell',
              tags: ['$initial'],
              // The chain is already whole; following dependencies would pull in route code.
              includeDependenciesRecursively: false,
              // main.tsx stays the entry file itself.
              test: (id) => !id.replaceAll('\\', '/').endsWith('/src/main.tsx'),
            },
          ],
        },
      },
    },
  },
});
