import { defineConfig } from '@playwright/test';
import { testChromiumLaunchOptions } from '../../scripts/chromium.ts';
import { storybookDir } from './stories.ts';

// Every story of the built Storybook, rendered once per width: its play function, its axe scan
// and its screenshot against the baseline, in one page (`npm run test:stories` builds the test
// Storybook first; `npm test` builds it once as its own stage). One worker per width
// (desktop.spec.ts, mobile.spec.ts), each showing the stories in index order in one page
// (story-page.ts explains why that is stable).
// Baselines live in tests/visual/baselines. A missing baseline FAILS (updateSnapshots 'none');
// write or refresh them with `npm run test:stories -- --update-snapshots`.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './__diff__',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  updateSnapshots: 'none',
  reporter: [['dot'], ['html', { open: 'never', outputFolder: '../../playwright-report/visual' }]],
  timeout: 30_000,
  expect: {
    toMatchSnapshot: { maxDiffPixelRatio: 0.002 },
  },
  use: {
    browserName: 'chromium',
    launchOptions: testChromiumLaunchOptions(),
  },
  webServer: {
    command: `node tests/visual/serve.ts ${storybookDir}`,
    cwd: '../..',
    // The server prints its port; the named group lands in process.env.VISUAL_PORT for the tests.
    wait: { stdout: /\(porta (?<visual_port>\d+)\)/ },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
