import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Above this many columns (e.g. the quick view of a big salon) only the visible ones are rendered. */
export const WINDOW_ABOVE_COLUMNS = 42;
const OVERSCAN = 2;
/** The sticky time column's width (TimeGrid.css.ts's timeWidth). */
export const TIME_COLUMN_PX = 56;

export interface ColumnRange {
  start: number;
  end: number;
  /** A column outside start..end kept rendered: the one holding keyboard focus or the tab stop. */
  pinned?: number;
}

/** The rendered column indices, in order: the window, and the pinned column wherever it is. */
export function renderedColumns(range: ColumnRange): number[] {
  const shown = Array.from({ length: range.end - range.start }, (_, i) => range.start + i);
  const { pinned } = range;
  if (pinned === undefined || (pinned >= range.start && pinned < range.end)) return shown;
  return pinned < range.start ? [pinned, ...shown] : [...shown, pinned];
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
  /** The column holding keyboard focus (else the tab stop): a pointer scroll must not unmount it. */
  focusedColumn: () => number | null,
  /** false: every column is rendered, however many (TimeGrid's `windowing`). */
  enabled = true,
) {
  // Wide: more columns than any screen shows, kept at their fixed width (data-wide on the grid).
  const wide = count > WINDOW_ABOVE_COLUMNS;
  const windowed = enabled && wide;
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
  // One object until the window moves: the grid's body is memoised on it, and React Aria's dialog
  // around the quick view renders its content twice more right after mounting, which must not
  // reconcile thousands of cells again each time.
  const range = useMemo<ColumnRange>(
    () =>
      windowed
        ? {
            start: Math.min(state.start, count),
            end: Math.min(state.end, count),
            ...(state.pinned !== undefined && state.pinned < count ? { pinned: state.pinned } : {}),
          }
        : { start: 0, end: count },
    [windowed, state, count],
  );
  const current = useRef(range);
  current.current = range;

  const onScroll = useCallback(() => {
    const el = scrollerRef.current;
    if (!windowed || !el) return;
    const next = around(Math.floor(el.scrollLeft / columnWidth));
    // A keyboard user's focused cell may scroll out of view with a wheel or trackpad: its column
    // stays in the DOM, else focus would fall out of the grid (to the dialog's first button) or,
    // for the tab stop, Tab would come back to another cell.
    const focused = focusedColumn();
    if (focused !== null && (focused < next.start || focused >= next.end)) next.pinned = focused;
    // Rendered at once, inside the scroll event: a window computed from this scroll position but
    // committed later (React may yield mid-render on a busy machine) could land after the keyboard
    // had moved further right and drop the focused cell, and the dialog then put focus on its
    // first button. The focused cell is always in view at the current scroll position.
    const { start, end, pinned } = current.current;
    if (next.start !== start || next.end !== end || next.pinned !== pinned)
      flushSync(() => setState(next));
  }, [windowed, scrollerRef, around, columnWidth, focusedColumn]);

  const ensureColumn = useCallback(
    (col: number) => {
      const { start, end } = current.current;
      if (!windowed || (col >= start && col < end)) return;
      flushSync(() => setState(around(Math.max(0, col - 1))));
    },
    [windowed, around],
  );

  return { range, wide, windowed, onScroll, ensureColumn };
}
