// The one place that knows how Chromium starts here: Debian's packages (DESIGN.md §8), never a
// browser downloaded by a test tool. CHROMIUM_PATH overrides the path on other machines.
import { existsSync } from 'node:fs';

/** The whole browser: Lighthouse and the benchmarks measure what a visitor's Chromium does. */
export const chromiumPath = (): string => process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

const headlessShell = '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export const chromiumLaunchOptions = () => ({ executablePath: chromiumPath(), args: chromiumArgs });

/**
 * The test suites' Chromium (stories, e2e): Debian's headless shell, the same engine at the same
 * version without the browser's windows and their UI, as Playwright itself prefers for headless
 * runs. The whole browser made every context a window and spent more processor time in its own
 * process than in the pages it showed (decision 0079). The shell hints text fully unless told;
 * the whole browser takes fontconfig's `hintstyle` (Debian: slight), and the visual baselines were
 * drawn that way, so the shell is told the same. Without the package (a machine that only has
 * CHROMIUM_PATH) the tests fall back to the whole browser, which ignores that switch.
 */
export function testChromiumLaunchOptions() {
  const shell = process.env['CHROMIUM_PATH'] === undefined && existsSync(headlessShell);
  return {
    executablePath: shell ? headlessShell : chromiumPath(),
    args: [...chromiumArgs, '--font-render-hinting=slight'],
  };
}
