import { describe, expect, it } from 'vitest';
import { renderedColumns } from './column-window.ts';

describe('renderedColumns', () => {
  it('renders the window alone when nothing is pinned or the pinned column is inside it', () => {
    expect(renderedColumns({ start: 3, end: 6 })).toEqual([3, 4, 5]);
    expect(renderedColumns({ start: 3, end: 6, pinned: 4 })).toEqual([3, 4, 5]);
  });

  it('keeps the focused column in order before or after the window', () => {
    expect(renderedColumns({ start: 40, end: 43, pinned: 0 })).toEqual([0, 40, 41, 42]);
    expect(renderedColumns({ start: 0, end: 3, pinned: 55 })).toEqual([0, 1, 2, 55]);
  });
});
