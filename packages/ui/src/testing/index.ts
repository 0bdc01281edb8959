// Test helpers for stories (kit and app screens). Not part of the app bundle: import from
// '@agendina/ui/testing' in *.stories.tsx only.
export { expectOverlayBehaviour, openOverlay, type OverlaySuiteOptions } from './overlay-suite.ts';
export { stubClipboard } from './clipboard.ts';
export {
  barcodeCamera,
  ean13Modules,
  fakeCamera,
  fakeDetector,
  missingCamera,
  refusedCamera,
} from './scan-fakes.ts';
export { scanWithWedge } from './wedge-burst.ts';
