// A keyboard-wedge barcode scanner is a keyboard: it types the code's digits a few milliseconds
// apart and ends with Enter. A person typing digits is much slower (100 ms and more between
// keys). These pure rules tell the two apart from the keys' timestamps alone, so they are tested
// without a clock and the hook only feeds them events.

/** Longest pause between two keys of one scan (scanners send them 1-20 ms apart). */
export const WEDGE_MAX_GAP_MS = 35;
/** Shortest code a scan can be (EAN-8); EAN-13 and longer codes pass too. */
export const WEDGE_MIN_LENGTH = 8;

/** The digits typed fast so far, and when the last one came. */
export interface WedgeState {
  readonly digits: string;
  readonly lastAt: number | null;
}

export const emptyWedge: WedgeState = { digits: '', lastAt: null };

export interface WedgeStep {
  state: WedgeState;
  /** The code, when this key was the Enter that ends a scan. */
  scanned: string | null;
}

/**
 * One key of the sequence. A digit within WEDGE_MAX_GAP_MS of the previous one extends the run,
 * a slower digit starts a new run (a person typed it), any other key clears it. An Enter that
 * comes fast after at least WEDGE_MIN_LENGTH fast digits is a scan.
 */
export function wedgeKey(state: WedgeState, key: string, at: number): WedgeStep {
  const fast = state.lastAt !== null && at - state.lastAt <= WEDGE_MAX_GAP_MS;
  if (/^\d$/.test(key)) {
    return { state: { digits: fast ? state.digits + key : key, lastAt: at }, scanned: null };
  }
  if (key === 'Enter' && fast && state.digits.length >= WEDGE_MIN_LENGTH) {
    return { state: emptyWedge, scanned: state.digits };
  }
  return { state: emptyWedge, scanned: null };
}
