import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { baselineDir, baselineName, storyIds, updateCommand, viewports } from './stories.ts';

// A baseline whose story is gone (renamed or deleted) is dead weight that hides a rename: the
// check fails on it; an update run (--update-snapshots) deletes it.
test('ogni baseline appartiene a una storia', () => {
  const expected = new Set(
    storyIds().flatMap((id) => Object.keys(viewports).map((v) => baselineName(id, v as 'desktop'))),
  );
  const orphans = readdirSync(baselineDir).filter((file) => !expected.has(file));
  if (test.info().config.updateSnapshots !== 'none') {
    for (const file of orphans) rmSync(join(baselineDir, file));
    return;
  }
  expect(orphans, `Baseline senza storia: rimuovile con \`${updateCommand}\``).toEqual([]);
});
