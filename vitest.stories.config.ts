import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { testChromiumLaunchOptions } from './scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story of the one Storybook runs as a test in headless Chromium: render, play, axe.
export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: testChromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
