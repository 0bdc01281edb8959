import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';

/**
 * The features Playwright 1.65 turns off in every Chromium it starts (playwright-core,
 * src/server/chromium/chromiumSwitches.ts). Chromium keeps only the last --disable-features it
 * is given, so a list of our own must repeat these or it would turn them back on.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Debian's Chromium is the whole browser, headless: every browser context Playwright opens is a
 * window whose address bar prepares its suggestion popup as two WebUI pages in a renderer of their
 * own. Nobody types in that address bar here, and those renderers took about a tenth of the e2e
 * run's processor time (decision 0068).
 */
const unusedBrowserUi = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** The project's Chromium (scripts/chromium.ts) without the browser UI no test uses. */
export function e2eLaunchOptions() {
  const options = chromiumLaunchOptions();
  const features = [...playwrightDisabledFeatures, ...unusedBrowserUi];
  return { ...options, args: [...options.args, `--disable-features=${features.join(',')}`] };
}
