import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

// Visual regression of every story of the built Storybook (npm run build-storybook first;
// `npm run test:visual` does both). Baselines live in tests/visual/baselines; update them with
// `npm run test:visual -- --update-snapshots`.
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  outputDir: '../../test-results/visual',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report/visual' }]],
  timeout: 30_000,
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixelRatio: 0.002,
    },
  },
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    reducedMotion: 'reduce',
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  },
  webServer: {
    command: 'node tests/visual/serve.ts storybook-static',
    cwd: '../..',
    // The server prints its port; the named group lands in process.env.VISUAL_PORT for the tests.
    wait: { stdout: /\(porta (?<visual_port>\d+)\)/ },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
