import type { Database } from '@agendina/server';
import { contractWeekRows, insertAppointments } from './seed.ts';
import { seedCashDay } from './seed-cash.ts';
import { seedTrial } from './seed-subscription.ts';

// The «Statistiche» contracts' salon (issue #36): in its trial (which has the statistics), with
// the contract week's appointments and receipt 901 of Thursday 2030-03-07; nothing the week before.
export async function seedStatistics(db: Database): Promise<void> {
  await seedTrial(db);
  await insertAppointments(db, contractWeekRows());
  await seedCashDay(db);
}
