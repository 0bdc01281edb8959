/**
 * Which operator columns of a horizontally scrolled day grid are in view, and how the pager above
 * it names the others (issue #19: at 390 px one or two operators fit, the rest are off-screen).
 */
export interface ScrollBox {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

export interface ColumnsInView {
  /** The first column wholly in view. */
  first: number;
  /** Columns wholly or partly out of view before `first` and after the last one in view. */
  hiddenBefore: number;
  hiddenAfter: number;
  /** The width of one column, measured (columns grow when they all fit). */
  columnWidth: number;
}

/** A pixel of rounding (zoom, sub-pixel widths) never counts as a hidden column. */
const SLACK = 1;

/** The columns in view, from the scroller's geometry and the sticky column at its start. */
export function columnsInView(box: ScrollBox, count: number, fixedStart: number): ColumnsInView {
  const columnWidth = count > 0 ? Math.max(1, (box.scrollWidth - fixedStart) / count) : 1;
  if (count === 0 || box.scrollWidth <= box.clientWidth + SLACK)
    return { first: 0, hiddenBefore: 0, hiddenAfter: 0, columnWidth };
  const first = Math.max(0, Math.min(count - 1, Math.ceil((box.scrollLeft - SLACK) / columnWidth)));
  const end = box.scrollLeft + box.clientWidth - fixedStart + SLACK;
  // At least the first column counts as shown, however narrow the screen.
  const lastFull = Math.max(first, Math.floor(end / columnWidth) - 1);
  return {
    first,
    hiddenBefore: first,
    hiddenAfter: Math.max(0, count - 1 - Math.min(count - 1, lastFull)),
    columnWidth,
  };
}

const operators = (n: number) => (n === 1 ? '1 operatore' : `${n} operatori`);

/** The pager's text, e.g. "+3 operatori: poi Carla"; empty when every column is in view. */
export function offscreenHint(names: readonly string[], view: ColumnsInView): string {
  const parts: string[] = [];
  if (view.hiddenBefore > 0) parts.push(`${operators(view.hiddenBefore)} prima`);
  if (view.hiddenAfter > 0) {
    const next = names[names.length - view.hiddenAfter];
    parts.push(`+${operators(view.hiddenAfter)}${next ? `: poi ${next}` : ''}`);
  }
  return parts.join(' · ');
}
