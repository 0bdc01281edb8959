import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Database } from './db/database.ts';
import { healthRoutes } from './routes/health.ts';

export interface AppOptions {
  db: Database;
  /** Origins of the web app allowed to call the API from a browser. */
  allowedOrigins: string[];
}

export function createApp({ db, allowedOrigins }: AppOptions) {
  const app = new Hono();
  app.use('*', cors({ origin: allowedOrigins, credentials: false, maxAge: 600 }));
  app.route('/', healthRoutes(db));
  app.notFound((c) => c.json({ message: 'Risorsa non trovata' }, 404));
  app.onError((error, c) => {
    console.error(error);
    return c.json({ message: 'Errore del server' }, 500);
  });
  return app;
}
