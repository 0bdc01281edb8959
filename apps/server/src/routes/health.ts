import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';

/** GET /health: public; says whether the process and its database answer. */
export function healthRoutes(db: Database) {
  return new Hono().get('/health', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'ok' } as const);
    } catch {
      return c.json({ status: 'degraded', database: 'unreachable' } as const, 503);
    }
  });
}
