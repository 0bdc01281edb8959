import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

// WAI-ARIA grid keyboard model shared by the time grids (day, week, quick view) and the month
// grid. Focus targets carry data-row / data-col / data-item; one of them is tabbable at a time
// (roving tabindex, managed on the DOM so moving never re-renders thousands of cells).
//   Arrows: previous / next target (items of a cell first, then the next cell) or row.
//   Home / End: first / last cell of the row; Ctrl+Home / Ctrl+End: first / last cell of the grid.
//   Page Up / Page Down: `pageRows` rows up / down.
// Row -1 is the header row; it takes part only when its cells hold targets.

export interface GridPosition {
  row: number;
  col: number;
  item: number;
}

export interface GridNavigationOptions {
  rows: number;
  cols: number;
  pageRows: number;
  /** Where the tab stop starts (e.g. the current-time row). */
  initial?: { row: number; col: number };
  /** Renders a column that is windowed out before it is focused (see column-window.ts). */
  ensureColumn?: (col: number) => void;
}

const TARGET = '[data-row][data-col]';
const TAB_STOP = '[data-row][tabindex="0"]';

function positionOf(el: Element | null): GridPosition | null {
  const target = el?.closest<HTMLElement>(TARGET);
  if (!target) return null;
  return {
    row: Number(target.dataset['row']),
    col: Number(target.dataset['col']),
    item: Number(target.dataset['item'] ?? 0),
  };
}

/** The column of the focused target, else of the grid's tab stop: where the keyboard user is. */
export function keyboardColumn(grid: HTMLElement | null): number | null {
  if (!grid) return null;
  const here = grid.contains(document.activeElement)
    ? document.activeElement
    : grid.querySelector(TAB_STOP);
  return positionOf(here)?.col ?? null;
}

function targetsAt(grid: HTMLElement, row: number, col: number): HTMLElement[] {
  const list = [...grid.querySelectorAll<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`)];
  return list.sort((a, b) => Number(a.dataset['item'] ?? 0) - Number(b.dataset['item'] ?? 0));
}

function focusTarget(grid: HTMLElement, el: HTMLElement | undefined): boolean {
  if (!el) return false;
  for (const other of grid.querySelectorAll<HTMLElement>(TAB_STOP)) other.tabIndex = -1;
  el.tabIndex = 0;
  el.focus();
  el.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  return true;
}

export function useGridNavigation(
  gridRef: RefObject<HTMLElement | null>,
  options: GridNavigationOptions,
) {
  const { rows, cols, pageRows, initial, ensureColumn } = options;
  const active = useRef<GridPosition | null>(null);

  // After every render: exactly one tab stop (the last focused target, else the initial cell).
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const pos = active.current ?? { row: initial?.row ?? 0, col: initial?.col ?? 0, item: 0 };
    const targets = targetsAt(grid, pos.row, pos.col);
    const stop =
      targets[Math.min(pos.item, targets.length - 1)] ?? grid.querySelector<HTMLElement>(TARGET);
    for (const el of grid.querySelectorAll<HTMLElement>(TAB_STOP))
      if (el !== stop) el.tabIndex = -1;
    if (stop) stop.tabIndex = 0;
  });

  const onFocus = useCallback((event: { target: EventTarget | null }) => {
    const pos = positionOf(event.target as Element | null);
    if (pos) active.current = pos;
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const grid = gridRef.current;
      const pos = positionOf(event.target as Element);
      if (!grid || !pos) return;
      const hasHeaderTargets = grid.querySelector('[data-row="-1"]') !== null;
      const minRow = hasHeaderTargets ? -1 : 0;
      const here = targetsAt(grid, pos.row, pos.col);
      const cell = (row: number, col: number, last = false) => {
        const r = Math.max(minRow, Math.min(rows - 1, row));
        const c = Math.max(0, Math.min(cols - 1, col));
        let list = targetsAt(grid, r, c);
        if (list.length === 0 && ensureColumn) {
          ensureColumn(c);
          list = targetsAt(grid, r, c);
        }
        return last ? list[list.length - 1] : list[0];
      };
      let next: HTMLElement | undefined;
      switch (event.key) {
        case 'ArrowRight':
          next =
            here[pos.item + 1] ?? (pos.col < cols - 1 ? cell(pos.row, pos.col + 1) : undefined);
          break;
        case 'ArrowLeft':
          next =
            pos.item > 0
              ? here[pos.item - 1]
              : pos.col > 0
                ? cell(pos.row, pos.col - 1, true)
                : undefined;
          break;
        case 'ArrowDown':
          next = pos.row < rows - 1 ? cell(pos.row + 1, pos.col) : undefined;
          break;
        case 'ArrowUp':
          next = pos.row > minRow ? cell(pos.row - 1, pos.col) : undefined;
          break;
        case 'Home':
          next = event.ctrlKey ? cell(0, 0) : cell(pos.row, 0);
          break;
        case 'End':
          next = event.ctrlKey ? cell(rows - 1, cols - 1) : cell(pos.row, cols - 1);
          break;
        case 'PageDown':
          next = cell(Math.max(0, pos.row) + pageRows, pos.col);
          break;
        case 'PageUp':
          next = cell(Math.max(0, pos.row - pageRows), pos.col);
          break;
        default:
          return;
      }
      event.preventDefault();
      event.stopPropagation();
      focusTarget(grid, next);
    },
    [gridRef, rows, cols, pageRows, ensureColumn],
  );

  return { onKeyDown, onFocus };
}
