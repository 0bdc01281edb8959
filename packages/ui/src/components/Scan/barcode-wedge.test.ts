import { describe, expect, it } from 'vitest';
import { emptyWedge, wedgeKey, type WedgeState } from './barcode-wedge.ts';

/** Types `keys` starting at `start`, each `gap` ms after the previous; returns the scans seen. */
function typeKeys(
  keys: readonly string[],
  gap: number,
  start = 1000,
  from: WedgeState = emptyWedge,
) {
  let state = from;
  const scans: string[] = [];
  keys.forEach((key, index) => {
    const step = wedgeKey(state, key, start + index * gap);
    state = step.state;
    if (step.scanned) scans.push(step.scanned);
  });
  return { state, scans };
}

const ean = '8001090123459';
const scanKeys = [...ean.split(''), 'Enter'];

describe('keyboard-wedge scans', () => {
  it('reads 13 digits typed 5 ms apart and ended by Enter as a scan', () => {
    expect(typeKeys(scanKeys, 5).scans).toEqual([ean]);
  });

  it('accepts keys right at the 35 ms limit and refuses them just past it', () => {
    expect(typeKeys(scanKeys, 35).scans).toEqual([ean]);
    expect(typeKeys(scanKeys, 36).scans).toEqual([]);
  });

  it('does not take a person typing digits for a scanner, even a fast typist', () => {
    expect(typeKeys(scanKeys, 150).scans).toEqual([]);
    expect(typeKeys(scanKeys, 60).scans).toEqual([]);
    // Bursts of two quick keys (a person typing pairs of digits) still have a slow median.
    let state = emptyWedge;
    const scans: string[] = [];
    [...scanKeys].forEach((key, i) => {
      const step = wedgeKey(state, key, 1000 + Math.floor(i / 2) * 150 + (i % 2) * 20);
      state = step.state;
      if (step.scanned) scans.push(step.scanned);
    });
    expect(scans).toEqual([]);
  });

  it('keeps a scan whose keys a busy browser delivered late now and then', () => {
    let state = emptyWedge;
    const times = [0, 5, 10, 15, 215, 220, 225, 230, 430, 435, 440, 445, 450, 455];
    const scans: string[] = [];
    [...scanKeys].forEach((key, i) => {
      const step = wedgeKey(state, key, 1000 + (times[i] ?? 0));
      state = step.state;
      if (step.scanned) scans.push(step.scanned);
    });
    expect(scans).toEqual([ean]);
  });

  it('needs at least 8 digits (EAN-8), so a fast "12" + Enter is not a scan', () => {
    expect(typeKeys(['1', '2', 'Enter'], 5).scans).toEqual([]);
    expect(typeKeys([...'12345670'.split(''), 'Enter'], 5).scans).toEqual(['12345670']);
  });

  it('starts a new run after a pause, so slow digits typed before a scan are not part of it', () => {
    const typedByHand = typeKeys(['4', '2'], 300);
    const scanned = typeKeys(scanKeys, 4, 5000, typedByHand.state);
    expect(scanned.scans).toEqual([ean]);
  });

  it('forgets the run on a letter or on a slow Enter', () => {
    expect(
      typeKeys([...'800109'.split(''), 'a', ...'0123458'.split(''), 'Enter'], 5).scans,
    ).toEqual([]);
    let { state } = typeKeys(ean.split(''), 5);
    const late = wedgeKey(state, 'Enter', 1000 + 12 * 5 + 300);
    expect(late.scanned).toBeNull();
    state = late.state;
    expect(state).toEqual(emptyWedge);
  });

  it('reads two scans in a row', () => {
    const first = typeKeys(scanKeys, 5);
    const second = typeKeys(scanKeys, 5, 9000, first.state);
    expect([...first.scans, ...second.scans]).toEqual([ean, ean]);
  });
});
