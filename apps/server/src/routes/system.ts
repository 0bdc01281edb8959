import { sql } from 'drizzle-orm';
import type { Handlers } from '../http/types.ts';

const VERSION = '0.1.0';

export const systemHandlers = {
  /** GET /health: public; says whether the process and its database answer. */
  async getHealth(ctx) {
    const time = new Date().toISOString();
    try {
      await ctx.db.execute(sql`select 1`);
      return ctx.ok({ status: 'ok', version: VERSION, time, database: 'up' });
    } catch {
      return {
        status: 503,
        body: { status: 'degraded', version: VERSION, time, database: 'down' },
      };
    }
  },
} satisfies Partial<Handlers>;
