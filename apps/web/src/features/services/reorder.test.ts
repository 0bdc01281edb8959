import { describe, expect, it } from 'vitest';
import { moveByStep, moveRelative } from './reorder.ts';

describe('moveByStep', () => {
  it('swaps with the neighbour and stays put at the ends', () => {
    expect(moveByStep([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveByStep([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveByStep([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveByStep([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});

describe('moveRelative', () => {
  it('places the dragged ids before or after the target', () => {
    expect(moveRelative([1, 2, 3, 4], [4], 2, 'before')).toEqual([1, 4, 2, 3]);
    expect(moveRelative([1, 2, 3, 4], [1], 3, 'after')).toEqual([2, 3, 1, 4]);
    expect(moveRelative([1, 2, 3], [1, 2], 3, 'after')).toEqual([3, 1, 2]);
  });
});
