import { useCallback, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Above this many columns (e.g. the quick view of a big salon) only the visible ones are rendered. */
export const WINDOW_ABOVE_COLUMNS = 42;
const OVERSCAN = 2;
const TIME_COLUMN_PX = 56;

export interface ColumnRange {
  start: number;
  end: number;
}

/**
 * Horizontal windowing of a time grid: the columns in view (plus a few either side) are in the
 * DOM, the others are spacers. Keyboard navigation calls ensureColumn() before it focuses a
 * column that is not rendered, so every cell stays reachable; aria-colcount / aria-colindex keep
 * the grid's size known to assistive tech.
 */
export function useColumnWindow(
  scrollerRef: RefObject<HTMLElement | null>,
  count: number,
  columnWidth: number,
) {
  const windowed = count > WINDOW_ABOVE_COLUMNS;
  const around = useCallback(
    (firstVisible: number): ColumnRange => {
      const width =
        scrollerRef.current?.clientWidth ||
        (typeof window === 'undefined' ? 1280 : window.innerWidth);
      const visible = Math.ceil((width - TIME_COLUMN_PX) / columnWidth) + 1;
      const start = Math.max(0, Math.min(firstVisible, count - visible) - OVERSCAN);
      return { start, end: Math.min(count, firstVisible + visible + OVERSCAN) };
    },
    [scrollerRef, columnWidth, count],
  );
  const [state, setState] = useState<ColumnRange>(() => around(0));
  const range: ColumnRange = windowed
    ? { start: Math.min(state.start, count), end: Math.min(state.end, count) }
    : { start: 0, end: count };
  const current = useRef(range);
  current.current = range;

  const onScroll = useCallback(() => {
    const el = scrollerRef.current;
    if (!windowed || !el) return;
    const next = around(Math.floor(el.scrollLeft / columnWidth));
    // Rendered at once, inside the scroll event: a window computed from this scroll position but
    // committed later (React may yield mid-render on a busy machine) could land after the keyboard
    // had moved further right and drop the focused cell, and the dialog then put focus on its
    // first button. The focused cell is always in view at the current scroll position.
    if (next.start !== current.current.start || next.end !== current.current.end)
      flushSync(() => setState(next));
  }, [windowed, scrollerRef, around, columnWidth]);

  const ensureColumn = useCallback(
    (col: number) => {
      const { start, end } = current.current;
      if (!windowed || (col >= start && col < end)) return;
      flushSync(() => setState(around(Math.max(0, col - 1))));
    },
    [windowed, around],
  );

  return { range, windowed, onScroll, ensureColumn };
}
