import { afterAll, beforeAll, beforeEach } from 'vitest';
import { seedSalon } from './fixtures.ts';
import type { SalonFixture } from './fixtures.ts';
import { createHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The usual setup of a test file: one database for the file, emptied before each test, and a
 * signed-in salon (seedSalon). Read `suite.h` and `suite.s` inside the tests.
 */
export function salonSuite(options: Parameters<typeof createHarness>[0] = {}): {
  h: Harness;
  s: SalonFixture;
} {
  const suite = {} as { h: Harness; s: SalonFixture };
  beforeAll(async () => {
    suite.h = await createHarness(options);
  });
  afterAll(() => suite.h.close());
  beforeEach(async () => {
    await suite.h.reset();
    suite.s = await seedSalon(suite.h.db, suite.h.api);
  });
  return suite;
}
