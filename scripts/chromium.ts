// The one place that knows how Chromium starts here: Debian's package (DESIGN.md §8), never a
// browser downloaded by a test tool. CHROMIUM_PATH overrides the path on other machines.
export const chromiumPath = (): string => process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

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
