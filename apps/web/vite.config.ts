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
  build: { target: 'es2023', sourcemap: true, manifest: true },
});
