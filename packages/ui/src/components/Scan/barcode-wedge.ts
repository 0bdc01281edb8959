// A keyboard-wedge barcode scanner is a keyboard: it types the code's digits a few milliseconds
// apart and ends with Enter. A person typing digits is much slower (100 ms and more between
// keys). These pure rules tell the two apart from the keys' timestamps alone, so they are tested
// without a clock and the hook only feeds them events.

/** Longest average pause between the keys of one scan (scanners send them 1-20 ms apart). */
export const WEDGE_MAX_GAP_MS = 35;
/**
 * Longest single pause inside a scan: a busy browser may deliver one key late, which must not
 * break the scan, while a longer pause means a person (or a new scan) started typing.
 */
export const WEDGE_MAX_SINGLE_GAP_MS = 100;
/** Shortest code a scan can be (EAN-8); EAN-13 and longer codes pass too. */
export const WEDGE_MIN_LENGTH = 8;

/** The run of digits typed so far: its first and last key's times. */
export interface WedgeState {
  readonly digits: string;
  readonly startedAt: number | null;
  readonly lastAt: number | null;
}

export const emptyWedge: WedgeState = { digits: '', startedAt: null, lastAt: null };

export interface WedgeStep {
  state: WedgeState;
  /** The code, when this key was the Enter that ends a scan. */
  scanned: string | null;
}

/**
 * One key of the sequence. A digit within WEDGE_MAX_SINGLE_GAP_MS of the previous one extends
 * the run, a later one starts a new run, any other key clears it. An Enter right after at least
 * WEDGE_MIN_LENGTH digits typed WEDGE_MAX_GAP_MS apart on average is a scan.
 */
export function wedgeKey(state: WedgeState, key: string, at: number): WedgeStep {
  const close = state.lastAt !== null && at - state.lastAt <= WEDGE_MAX_SINGLE_GAP_MS;
  if (/^\d$/.test(key)) {
    const next: WedgeState = close
      ? { digits: state.digits + key, startedAt: state.startedAt, lastAt: at }
      : { digits: key, startedAt: at, lastAt: at };
    return { state: next, scanned: null };
  }
  if (key === 'Enter' && close && state.digits.length >= WEDGE_MIN_LENGTH) {
    const span = (state.lastAt ?? at) - (state.startedAt ?? at);
    if (span / (state.digits.length - 1) <= WEDGE_MAX_GAP_MS) {
      return { state: emptyWedge, scanned: state.digits };
    }
  }
  return { state: emptyWedge, scanned: null };
}
