// Stand-ins for a camera and a detector, for stories and tests (a headless browser has neither).
import type { CodeDetector, LoadCodeDetector, OpenCamera } from '../components/Scan/camera.ts';

/** A camera that films a grey canvas: a real MediaStream the <video> can play. */
export const fakeCamera: OpenCamera = async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#6b7280';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  return canvas.captureStream(5);
};

/** A camera the person refused (the browser's NotAllowedError). */
export const refusedCamera: OpenCamera = () =>
  Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));

/** A device without a camera. */
export const missingCamera: OpenCamera = () =>
  Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));

/** A detector that sees nothing for `emptyFrames` frames, then `code`. */
export function fakeDetector(code: string, emptyFrames = 2): LoadCodeDetector {
  return async () => {
    let frames = 0;
    const detector: CodeDetector = {
      detect: async () => (frames++ < emptyFrames ? [] : [{ rawValue: code }]),
    };
    return detector;
  };
}

// EAN-13 modules (GS1 General Specifications 5.2.1.2): the left half in sets A (L) or B (G)
// chosen by the first digit, the right half in set C (R).
const SET_A = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const SET_B = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const SET_C = SET_A.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const PARITY = [
  'AAAAAA',
  'AABABB',
  'AABBAB',
  'AABBBA',
  'ABAABB',
  'ABBAAB',
  'ABBBAA',
  'ABABAB',
  'ABABBA',
  'ABBABA',
];

/** The 95 modules of an EAN-13 (1 = bar). */
export function ean13Modules(ean: string): string {
  const digits = [...ean].map(Number);
  const parity = PARITY[digits[0] ?? 0] ?? 'AAAAAA';
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === 'A' ? SET_A[d] : SET_B[d]))
    .join('');
  const right = digits
    .slice(7)
    .map((d) => SET_C[d])
    .join('');
  return `101${left}01010${right}101`;
}

/** A camera that films a printed EAN-13 (black bars on white), for the real detectors. */
export function barcodeCamera(ean: string): OpenCamera {
  return async () => {
    const modules = ean13Modules(ean);
    const width = 3;
    const quiet = 12 * width;
    const canvas = document.createElement('canvas');
    canvas.width = modules.length * width + 2 * quiet;
    canvas.height = 160;
    const context = canvas.getContext('2d');
    const paint = () => {
      if (!context) return;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#000000';
      [...modules].forEach((bit, i) => {
        if (bit === '1') context.fillRect(quiet + i * width, 20, width, canvas.height - 40);
      });
    };
    paint();
    // A canvas stream sends a frame when the canvas is drawn: keep drawing, as a camera would.
    window.setInterval(paint, 100);
    return canvas.captureStream(10);
  };
}
