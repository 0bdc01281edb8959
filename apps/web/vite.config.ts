import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultApiHost } from '../../packages/api/src/client/base-url.ts';

/**
 * The one inline style the app adds: React Aria's usePress puts a fixed <style> in the head
 * (`@layer { [data-react-aria-pressable] { touch-action: pan-x pan-y pinch-zoom; } }`), allowed
 * by its hash instead of 'unsafe-inline'. If React Aria changes that text, tests/e2e/csp.spec.ts
 * fails with the new hash in Chromium's message.
 */
const REACT_ARIA_PRESSABLE_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * The Content-Security-Policy of the built app (issue #15; README "Header di sicurezza in
 * produzione" has what a reverse proxy must send): scripts and styles only from the app's own
 * files (and the one inline style above), no inline script, no eval; fetch only to itself and to
 * the API (VITE_API_URL, the same variable the build reads, else @agendina/api's default host);
 * never framed. `vite dev` keeps no policy: its hot reload runs inline scripts.
 */
function contentSecurityPolicy(apiUrl: string | undefined): string {
  const api = new URL(apiUrl?.trim() || defaultApiHost).origin;
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the camera scanner's zxing-wasm (served from 'self') must compile.
    "script-src 'self' 'wasm-unsafe-eval'",
    `style-src 'self' ${REACT_ARIA_PRESSABLE_STYLE}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export default defineConfig(({ mode }) => ({
  // The router plugin must come before react() so route files are split before JSX runs.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
  ],
  server: { port: 5173, strictPort: true },
  preview: {
    port: 5173,
    strictPort: true,
    headers: {
      'Content-Security-Policy': contentSecurityPolicy(
        loadEnv(mode, process.cwd(), 'VITE_')['VITE_API_URL'],
      ),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
    },
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
}));
