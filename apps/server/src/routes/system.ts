import type { Handlers } from './context.ts';
import { migrationsCurrent, pingDatabase } from '../services/health.ts';

const VERSION = '0.1.0';

export const systemHandlers = {
  /** GET /health: public; says whether the process and its database answer (liveness). */
  async getHealth(ctx) {
    const time = new Date().toISOString();
    try {
      await pingDatabase(ctx.db);
      return ctx.ok({ status: 'ok', version: VERSION, time, database: 'up' });
    } catch {
      return {
        status: 503,
        body: { status: 'degraded', version: VERSION, time, database: 'down' },
      };
    }
  },

  /**
   * GET /ready: public; 200 only when the database answers and has every migration of this
   * build, so a load balancer holds traffic from a process started before `npm run migrate`.
   */
  async getReadiness(ctx) {
    const time = new Date().toISOString();
    let current: boolean;
    try {
      current = await migrationsCurrent(ctx.db);
    } catch {
      return {
        status: 503,
        body: {
          status: 'not_ready',
          version: VERSION,
          time,
          database: 'down',
          migrations: 'unknown',
        },
      };
    }
    const body = { version: VERSION, time, database: 'up' as const };
    return current
      ? ctx.ok({ ...body, status: 'ready', migrations: 'current' })
      : { status: 503, body: { ...body, status: 'not_ready', migrations: 'pending' } };
  },
} satisfies Partial<Handlers>;
