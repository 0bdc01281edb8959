import type { Database } from '@agendina/server';

/** Provider states named by the consumer contracts, each seeding what it promises. */
export const stateHandlers = (_db: Database): Record<string, () => Promise<void>> => ({
  'the API is running': async () => {},
});
