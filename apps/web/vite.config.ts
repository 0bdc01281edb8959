import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { fileURLToPath } from 'node:url';
import { devSite } from './serve/dev-site.ts';

export default defineConfig({
  // The router plugin must come before react() so route files are split before JSX runs.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    // The app speaks Italian only (I18nProvider it-IT at its root): React Aria's strings for its
    // other thirty-odd locales are dead weight in every route (decision 0035). en-US stays, as
    // React Aria's own fallback for a locale it has no strings for.
    optimizeLocales.vite({ locales: ['it-IT', 'en-US'] }),
    devSite(),
  ],
  server: { port: 5173, strictPort: true },
  resolve: {
    // The browser's own Temporal where it has one; main.tsx installs the polyfill where it has
    // not (decision 0074). Only the bare specifier: main.tsx imports 'temporal-polyfill/global'.
    alias: [
      {
        find: /^temporal-polyfill$/,
        replacement: fileURLToPath(new URL('./src/temporal/native-temporal.ts', import.meta.url)),
      },
    ],
  },
  // The manifest lets scripts/bundle-budget.ts measure each route's chunks.
  build: {
    target: 'es2023',
    sourcemap: true,
    manifest: true,
    // Every browser of the es2023 target supports <link rel="modulepreload">. A lazy route's
    // own imports are not listed beside its import() in the entry (decision 0027): each route
    // grew that list by some twenty file indexes, paid by every visitor of /login (3 KB gzip
    // with the cash desk's routes); the router preloads a route on intent (hover, focus,
    // touch), which hides the extra round trip. CSS is still loaded before the route renders.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
    },
    rolldownOptions: {
      // The staff app's shell; the public pages are prerendered by build-site.ts (decision 0034).
      input: 'app.html',
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
