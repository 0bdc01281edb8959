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
