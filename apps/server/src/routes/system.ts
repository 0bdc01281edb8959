import { sql } from 'drizzle-orm';
import type { Handlers } from '../http/types.ts';

const VERSION = '0.1.0';

export const systemHandlers: Handlers = {
  /** GET /health: public; says whether the process and its database answer. */
  async getHealth({ db }) {
    const time = new Date().toISOString();
    try {
      await db.execute(sql`select 1`);
      return { status: 200, body: { status: 'ok', version: VERSION, time, database: 'up' } };
    } catch {
      return {
        status: 503,
        body: { status: 'degraded', version: VERSION, time, database: 'down' },
      };
    }
  },
};
