import { useRef, type KeyboardEvent } from 'react';
import { emptyWedge, wedgeKey, type WedgeState } from './barcode-wedge.ts';

export interface UseBarcodeWedgeOptions {
  /** Called with the code when the keys were a scanner's (fast digits, then Enter). */
  onScan: (code: string) => void;
}

/**
 * Keyboard-wedge scanning for a field: spread the returned `onKeyDown` on a TextField (or any
 * input). Digits still reach the field as typed; the scanner's closing Enter is swallowed
 * (preventDefault), so it never submits the form around the field, and `onScan` gets the code.
 * A person typing digits and pressing Enter is left alone (see barcode-wedge.ts for the timing).
 */
export function useBarcodeWedge({ onScan }: UseBarcodeWedgeOptions) {
  const state = useRef<WedgeState>(emptyWedge);
  const onKeyDown = (event: KeyboardEvent) => {
    // The event's own timestamp: the time the key arrived, not when React got round to it.
    const step = wedgeKey(state.current, event.key, event.timeStamp);
    state.current = step.state;
    if (step.scanned !== null) {
      event.preventDefault();
      onScan(step.scanned);
    }
  };
  return { onKeyDown };
}
