// The camera side of scanning, kept apart from the dialog so stories and tests inject fakes: a
// real camera and a real detector cannot run in a headless browser.

/** What a detector answers per frame (the platform's DetectedBarcode, reduced to what we read). */
export interface DetectedCode {
  rawValue: string;
}

/** The one method the dialog uses of the platform's BarcodeDetector (or of the library's). */
export interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<readonly DetectedCode[]>;
}

export type LoadCodeDetector = () => Promise<CodeDetector>;
export type OpenCamera = () => Promise<MediaStream>;

interface PlatformDetectorClass {
  new (options: { formats: string[] }): CodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The platform's BarcodeDetector when it reads EAN-13 (Chrome on Android, Safari on iOS 17+);
 * otherwise the zxing-wasm library, imported only now, so no page pays for it until the camera
 * is opened (the /login bundle budget stays as it is).
 */
export const loadEan13Detector: LoadCodeDetector = async () => {
  const Platform = (globalThis as { BarcodeDetector?: PlatformDetectorClass }).BarcodeDetector;
  if (Platform && (await Platform.getSupportedFormats()).includes('ean_13')) {
    return new Platform({ formats: ['ean_13'] });
  }
  const { createLibraryDetector } = await import('./library-detector.ts');
  return createLibraryDetector();
};

/** The rear camera (the one that faces the product on a phone), without sound. */
export const openRearCamera: OpenCamera = async () => {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw new DOMException('No camera API', 'NotFoundError');
  }
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  });
};

/** Why the camera did not start, said so the person knows what to do (typing always works). */
export function cameraFailureMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return "L'accesso alla fotocamera è stato negato. Consentilo nelle impostazioni del browser oppure scrivi il codice qui sotto.";
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'Nessuna fotocamera disponibile su questo dispositivo: scrivi il codice qui sotto.';
  }
  return 'Non è stato possibile avviare la fotocamera: scrivi il codice qui sotto.';
}

/** Stops every track, so the camera light goes off when the dialog closes. */
export function stopCamera(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}
