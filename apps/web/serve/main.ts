// The web app's server: `node serve/main.ts [--dir dist] [--host 127.0.0.1] [--port 5173]`.
// Used by `npm start` and the e2e tests; in production, any server that follows
// route-table.json (or a CDN with the same rules) does the same job.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createWebServer } from './web-server.ts';
import type { BookingRenderer } from './booking-renderer.ts';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const host = arg('host', 'localhost');
const port = Number(arg('port', '5173'));
const dist = arg('dir', new URL('../dist', import.meta.url).pathname);
// The booking page's server-side renderer, built by build-site.ts with the site.
const renderer = path.resolve(dist, 'server/booking-document.js');
const booking = existsSync(renderer)
  ? ((await import(pathToFileURL(renderer).href)) as BookingRenderer)
  : undefined;
const app = createWebServer({
  dist,
  apiUrl: process.env['VITE_API_URL'],
  analyticsEndpoint: process.env['VITE_ANALYTICS_ENDPOINT'],
  ...(booking ? { booking } : {}),
});
serve({ fetch: app.fetch, hostname: host, port }, () => {
  console.log(`Agendina web: http://${host}:${port}`);
});
