// The retention sweep (services/jobs/housekeeping.ts): what outlived its use goes, what is still
// in use or must be seen by a person (dead letters) stays.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, jobs, sessions } from './db/schema/index.ts';
import { RETENTION, purgeExpired } from './services/jobs/housekeeping.ts';
import { jobWorker } from './jobs/worker.ts';
import { seedSalon } from './test-support/fixtures.ts';
import { createHarness } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const now = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;

describe('retention sweep', () => {
  it('removes only what is past its retention', async () => {
    const salon = await seedSalon(h.db, h.api);
    await h.db.insert(idempotencyKeys).values([
      {
        salonId: salon.salonId,
        key: 'old',
        operation: 'createAppointment',
        requestHash: 'x',
        createdAt: ago(RETENTION.idempotencyKeyMs + MINUTE),
      },
      {
        salonId: salon.salonId,
        key: 'fresh',
        operation: 'createAppointment',
        requestHash: 'x',
        createdAt: ago(RETENTION.idempotencyKeyMs - MINUTE),
      },
    ]);
    const job = (key: string, state: 'PENDING' | 'DONE' | 'DEAD', age: number) => ({
      key,
      kind: 'email.send',
      payload: {},
      state,
      updatedAt: ago(age),
      createdAt: ago(age),
    });
    await h.db
      .insert(jobs)
      .values([
        job('done-old', 'DONE', RETENTION.doneJobMs + MINUTE),
        job('done-fresh', 'DONE', RETENTION.doneJobMs - MINUTE),
        job('dead-old', 'DEAD', RETENTION.doneJobMs * 4),
        job('pending-old', 'PENDING', RETENTION.doneJobMs * 4),
      ]);
    const session = (currentJti: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      userId: salon.userId,
      currentJti,
      expiresAt,
      revokedAt,
    });
    await h.db
      .insert(sessions)
      .values([
        session('expired-long-ago', ago(RETENTION.endedSessionMs + MINUTE)),
        session(
          'revoked-long-ago',
          new Date(now.getTime() + MINUTE),
          ago(RETENTION.endedSessionMs + MINUTE),
        ),
        session('revoked-recently', new Date(now.getTime() + MINUTE), ago(MINUTE)),
      ]);

    const purged = await purgeExpired(h.db, now);

    expect(purged).toMatchObject({ idempotencyKeys: 1, doneJobs: 1, endedSessions: 2 });
    const keys = await h.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(keys.map((k) => k.key)).toEqual(['fresh']);
    const left = await h.db.select({ key: jobs.key }).from(jobs).orderBy(jobs.key);
    expect(left.map((j) => j.key)).toEqual(['dead-old', 'done-fresh', 'pending-old']);
    const jtis = await h.db
      .select({ jti: sessions.currentJti })
      .from(sessions)
      .where(
        sql`${sessions.currentJti} like '%-long-ago' or ${sessions.currentJti} = 'revoked-recently'`,
      );
    // The seeded sign-in's own session is live and stays too.
    expect(jtis.map((s) => s.jti)).toEqual(['revoked-recently']);
    expect(await purgeExpired(h.db, now)).toMatchObject({
      idempotencyKeys: 0,
      doneJobs: 0,
      endedSessions: 0,
    });
  });
});

describe('the worker', () => {
  it('runs the sweep on its timer and no more once stopped', async () => {
    let runs = 0;
    const worker = jobWorker(
      h.db,
      { handlers: {} },
      {
        housekeeping: { everyMs: 10, run: async () => runs++ },
      },
    );
    await expect.poll(() => runs, { timeout: 5_000 }).toBeGreaterThan(1);
    await worker.stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(stoppedAt);
  });
});
