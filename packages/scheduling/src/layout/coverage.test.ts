import { describe, expect, it } from 'vitest';
import { blocksBySlot, coversSlot } from './coverage.ts';

const at = (h: number, m = 0) => h * 60 + m;

describe('coversSlot (issue #15)', () => {
  it('a 09:45–10:30 block occupies the 09:30 and 10:00 slots only', () => {
    const block = { startMinute: at(9, 45), endMinute: at(10, 30) };
    expect(coversSlot(block, at(9))).toBe(false);
    expect(coversSlot(block, at(9, 30))).toBe(true);
    expect(coversSlot(block, at(10))).toBe(true);
    expect(coversSlot(block, at(10, 30))).toBe(false);
  });
});

describe('blocksBySlot', () => {
  it('lists every block of each slot, nothing where the column is free', () => {
    const a = { startMinute: at(9), endMinute: at(10) };
    const b = { startMinute: at(9, 30), endMinute: at(9, 45) };
    const rows = [at(9), at(9, 30), at(10), at(10, 30)];
    expect(blocksBySlot([a, b], rows)).toEqual([[a], [a, b]]);
  });
});
