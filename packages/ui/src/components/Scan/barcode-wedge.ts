// A keyboard-wedge barcode scanner is a keyboard: it types the code's digits a few milliseconds
// apart and ends with Enter. A person typing digits is much slower (100 ms and more between
// keys). These pure rules tell the two apart from the keys' timestamps alone, so they are tested
// without a clock and the hook only feeds them events.

/** Longest typical (median) pause between the keys of one scan (scanners send them 1-20 ms apart). */
export const WEDGE_MAX_GAP_MS = 35;
/**
 * Longest single pause inside a scan: a busy browser may deliver a key or two late, which must
 * not break the scan (the median ignores them), while a longer pause means a person (or a new
 * scan) started typing.
 */
export const WEDGE_MAX_SINGLE_GAP_MS = 250;
/** Shortest code a scan can be (EAN-8); EAN-13 and longer codes pass too. */
export const WEDGE_MIN_LENGTH = 8;

/** The run of digits typed so far: the pauses between them and the last key's time. */
export interface WedgeState {
  readonly digits: string;
  readonly gaps: readonly number[];
  readonly lastAt: number | null;
}

export const emptyWedge: WedgeState = { digits: '', gaps: [], lastAt: null };

export interface WedgeStep {
  state: WedgeState;
  /** The code, when this key was the Enter that ends a scan. */
  scanned: string | null;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * One key of the sequence. A digit within WEDGE_MAX_SINGLE_GAP_MS of the previous one extends
 * the run, a later one starts a new run, any other key clears it. An Enter right after at least
 * WEDGE_MIN_LENGTH digits whose median pause is at most WEDGE_MAX_GAP_MS is a scan: a person,
 * even a fast typist, pauses 60 ms and more between most keys.
 */
export function wedgeKey(state: WedgeState, key: string, at: number): WedgeStep {
  const gap = state.lastAt === null ? null : at - state.lastAt;
  const close = gap !== null && gap <= WEDGE_MAX_SINGLE_GAP_MS;
  if (/^\d$/.test(key)) {
    const next: WedgeState = close
      ? { digits: state.digits + key, gaps: [...state.gaps, gap], lastAt: at }
      : { digits: key, gaps: [], lastAt: at };
    return { state: next, scanned: null };
  }
  if (
    key === 'Enter' &&
    close &&
    state.digits.length >= WEDGE_MIN_LENGTH &&
    median(state.gaps) <= WEDGE_MAX_GAP_MS
  ) {
    return { state: emptyWedge, scanned: state.digits };
  }
  return { state: emptyWedge, scanned: null };
}
