import { Hono } from 'hono';
import type { Deps } from '../../http/types.ts';

/** The assistants' ingestion API (filled in by step 7). */
export function integrationRoutes(_deps: Deps) {
  return new Hono();
}
