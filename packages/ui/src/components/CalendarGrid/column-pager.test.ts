import { describe, expect, it } from 'vitest';
import { columnsInView, offscreenHint } from './column-pager.ts';

const names = ['Anna', 'Bea', 'Carla', 'Dario', 'Elena'];
// Five 140 px columns after the 56 px time column, in a 300 px wide scroller (a 390 px phone).
const box = (scrollLeft: number) => ({ scrollLeft, clientWidth: 300, scrollWidth: 56 + 5 * 140 });

describe('columnsInView', () => {
  it('counts the columns past the right edge at the start', () => {
    expect(columnsInView(box(0), 5, 56)).toEqual({
      first: 0,
      hiddenBefore: 0,
      hiddenAfter: 4,
      columnWidth: 140,
    });
  });

  it('counts both sides once scrolled by two columns', () => {
    const view = columnsInView(box(280), 5, 56);
    expect(view).toMatchObject({ first: 2, hiddenBefore: 2, hiddenAfter: 2 });
  });

  it('shows nothing hidden when every column fits', () => {
    const view = columnsInView({ scrollLeft: 0, clientWidth: 900, scrollWidth: 900 }, 5, 56);
    expect(view).toMatchObject({ hiddenBefore: 0, hiddenAfter: 0 });
  });

  it('ignores a pixel of rounding at the end', () => {
    const view = columnsInView({ scrollLeft: 511, clientWidth: 300, scrollWidth: 756 }, 5, 56);
    expect(view).toMatchObject({ first: 4, hiddenAfter: 0 });
  });
});

describe('offscreenHint', () => {
  it('names how many operators are off-screen and the next one', () => {
    expect(offscreenHint(names, columnsInView(box(0), 5, 56))).toBe('+4 operatori: poi Bea');
    expect(offscreenHint(names, columnsInView(box(420), 5, 56))).toBe(
      '3 operatori prima · +1 operatore: poi Elena',
    );
  });

  it('is empty when every operator is in view', () => {
    const view = columnsInView({ scrollLeft: 0, clientWidth: 900, scrollWidth: 900 }, 5, 56);
    expect(offscreenHint(names, view)).toBe('');
  });
});
