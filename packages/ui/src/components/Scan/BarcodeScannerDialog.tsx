import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { isValidEan13, validateEan13 } from '@agendina/scheduling';
import { Button } from '../Button/Button.tsx';
import { CloseActions } from '../Dialog/DialogActions.tsx';
import { Modal } from '../Dialog/Modal.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Inline } from '../Inline/Inline.tsx';
import {
  cameraFailureMessage,
  loadEan13Detector,
  openRearCamera,
  stopCamera,
  type LoadCodeDetector,
  type OpenCamera,
} from './camera.ts';
import * as styles from './BarcodeScannerDialog.css.ts';

/** How often a frame is read: often enough to feel instant, rare enough for an old phone. */
export const SCAN_INTERVAL_MS = 200;

export interface BarcodeScannerDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** A valid EAN-13, read by the camera or typed; the dialog closes after it. */
  onScan: (code: string) => void;
  title?: string;
  /** Injected by stories and tests (a fake detector); by default the platform's or the library's. */
  loadDetector?: LoadCodeDetector;
  /** Injected by stories and tests (a canvas stream); by default the rear camera. */
  openCamera?: OpenCamera;
}

/**
 * "Scansiona con la fotocamera": the camera picture read a few times a second for an EAN-13,
 * and, always, a field to type the code (a refused or missing camera is said, never a dead end).
 */
export function BarcodeScannerDialog({
  isOpen,
  onOpenChange,
  onScan,
  title = 'Scansiona il codice a barre',
  loadDetector = loadEan13Detector,
  openCamera = openRearCamera,
}: BarcodeScannerDialogProps) {
  const found = (code: string) => {
    onScan(code);
    onOpenChange(false);
  };
  return (
    <Modal title={title} isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      {(close) => (
        <Stack space="md">
          <CameraView loadDetector={loadDetector} openCamera={openCamera} onFound={found} />
          <ManualEntry onEnter={found} />
          <CloseActions onClose={close} />
        </Stack>
      )}
    </Modal>
  );
}

type CameraState =
  { kind: 'starting' } | { kind: 'scanning' } | { kind: 'failed'; message: string };

function CameraView({
  loadDetector,
  openCamera,
  onFound,
}: {
  loadDetector: LoadCodeDetector;
  openCamera: OpenCamera;
  onFound: (code: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ kind: 'starting' });
  // The latest callback without restarting the camera when the parent renders again.
  const found = useRef(onFound);
  found.current = onFound;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const start = async () => {
      try {
        stream = await openCamera();
        if (stopped) return stopCamera(stream);
        const element = video.current;
        if (!element) return;
        element.srcObject = stream;
        // Not awaited: play() settles only once a frame arrives, and the detector may as well load.
        void element.play().catch(() => undefined);
        const detector = await loadDetector();
        if (stopped) return;
        setState({ kind: 'scanning' });
        const readFrame = async () => {
          const codes = await detector.detect(element).catch(() => []);
          const code = codes.map((c) => c.rawValue.trim()).find(isValidEan13);
          if (stopped) return;
          if (code) found.current(code);
          else timer = window.setTimeout(() => void readFrame(), SCAN_INTERVAL_MS);
        };
        void readFrame();
      } catch (error) {
        if (!stopped) setState({ kind: 'failed', message: cameraFailureMessage(error) });
      }
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stopCamera(stream);
    };
  }, [loadDetector, openCamera]);

  if (state.kind === 'failed') {
    return (
      <p className={styles.failure} role="alert">
        {state.message}
      </p>
    );
  }
  return (
    <Stack space="sm">
      <video
        ref={video}
        className={styles.video}
        muted
        playsInline
        aria-label="Immagine della fotocamera"
      />
      <p className={styles.status} role="status">
        {state.kind === 'starting'
          ? 'Avvio della fotocamera...'
          : 'Inquadra il codice a barre del prodotto.'}
      </p>
    </Stack>
  );
}

/** Typing the 13 digits: the same check the server makes, the text kept when it is wrong. */
function ManualEntry({ onEnter }: { onEnter: (code: string) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React carries events through portals: a form around the dialog's opener must not submit.
    event.stopPropagation();
    const message = code.trim() === '' ? 'Scrivi il codice EAN-13' : validateEan13(code);
    setError(message);
    if (!message) onEnter(code.trim());
  };
  return (
    <Form onSubmit={submit} validationBehavior="aria">
      <Stack space="sm">
        <TextField
          label="Oppure scrivi il codice"
          description="Le 13 cifre sotto il codice a barre"
          inputMode="numeric"
          autoComplete="off"
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(null);
          }}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
        />
        <Inline space="sm">
          <Button type="submit" variant="secondary">
            Usa il codice
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
