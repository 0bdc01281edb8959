import { defineConfig, devices } from '@playwright/test';
import { testChromiumLaunchOptions } from '../scripts/chromium.ts';
import { timeLimit } from './e2e/support/time-limits.ts';

// Fixed free ports of their own, so a developer's running `npm start` (5173/8080) is untouched.
// E2E_API_PORT and E2E_WEB_PORT move them, for a second run on the same machine (a clean-clone
// check beside a working tree's run); `build:e2e` bakes the same API port into the app.
const apiPort = Number(process.env['E2E_API_PORT'] ?? 8787);
const webPort = Number(process.env['E2E_WEB_PORT'] ?? 4174);
const webOrigin = `http://127.0.0.1:${webPort}`;
// The specs' own API calls (support/api.ts), in the workers this config starts.
process.env['E2E_API_ORIGIN'] ??= `http://127.0.0.1:${apiPort}`;

// Each worker signs in to a copy of the demo salons of its own (DEMO_COPIES below and
// support/demo-accounts.ts), so every spec runs on either worker: a spec that changes a demo salon
// never meets another changing the same one.
const workers = 2;

export default defineConfig({
  testDir: './e2e',
  // The tests of one file run in order (some carry state from one test to the next).
  fullyParallel: false,
  workers,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // Hang guards, sized for a busy host (support/time-limits.ts).
  timeout: timeLimit(30_000),
  // The public site's baselines (site-visual.spec.ts), committed beside the specs; not
  // `__screenshots__`, which .gitignore keeps out for the stories' local runs.
  snapshotPathTemplate: '{testDir}/__baselines__/{testFileName}/{arg}{ext}',
  expect: { timeout: timeLimit(5_000), toHaveScreenshot: { maxDiffPixelRatio: 0.002 } },
  use: {
    baseURL: webOrigin,
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: testChromiumLaunchOptions(),
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: testChromiumLaunchOptions() },
    },
  ],
  webServer: [
    {
      // On a throwaway PostgreSQL when the machine has one, else PGlite in memory (the script
      // says why). Its output (the dev outbox's e-mails) also goes to .data/e2e-api.log: the e2e
      // of a signup reads the verification code there (e2e/subscription.spec.ts).
      command: 'bash tests/e2e/support/api-server.sh',
      cwd: '..',
      url: `http://127.0.0.1:${apiPort}/health`,
      env: {
        PORT: String(apiPort),
        ALLOWED_ORIGINS: webOrigin,
        PRINT_OUTBOX: 'true',
        // The reminders' sweep every 2 s, and its links to this web server (e2e/reminders.spec.ts).
        REMINDER_SWEEP_MS: '2000',
        PUBLIC_APP_URL: webOrigin,
        // Every test that owns its data signs up its own salon, all from 127.0.0.1.
        SIGNUP_LIMIT_PER_HOUR: '200',
        // A copy of the demo salons per worker (support/demo-accounts.ts).
        DEMO_COPIES: String(workers),
      },
      // SIGTERM to the group: the server closes, the script stops its cluster and removes it.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // The staff app and the prerendered public site of `npm run build:e2e -w @agendina/web`
      // (run by `npm run test:e2e`, and once by `npm test` for every stage that needs it), served
      // as in production: public pages as static HTML, the app's shell, a real 404 otherwise.
      command: `node serve/main.ts --dir dist-e2e --host 127.0.0.1 --port ${webPort}`,
      cwd: '../apps/web',
      url: webOrigin,
      // The API the build talks to (build:e2e bakes the same address), allowed by connect-src.
      env: { VITE_API_URL: `http://127.0.0.1:${apiPort}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
