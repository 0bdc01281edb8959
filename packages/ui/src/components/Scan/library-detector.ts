// Loaded only by loadEan13Detector, when the platform has no BarcodeDetector for EAN-13 (Firefox,
// desktop Safari): the barcode-detector ponyfill (the same API on zxing-wasm). Its .wasm comes
// from our own build (a hashed asset beside the app), never from the library's default CDN, so
// the Content-Security-Policy keeps connect-src to ourselves; instantiating it needs
// 'wasm-unsafe-eval' in script-src (apps/web/vite.config.ts).
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { CodeDetector } from './camera.ts';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? readerWasmUrl : prefix + path,
  },
});

export function createLibraryDetector(): CodeDetector {
  return new BarcodeDetector({ formats: ['ean_13'] });
}
