import { forwardRef, useImperativeHandle, useState } from 'react';
import * as styles from './TimeGrid.css.ts';

export interface DragGhostHandle {
  show: (at: GhostPlace) => void;
  hide: () => void;
}

/** Where the dragged block would land, in viewport px, and the time and operator it says. */
export interface GhostPlace {
  top: number;
  left: number;
  width: number;
  height: number;
  label: string;
}

/**
 * The outline of a dragged block at its drop place, saying the target time (and operator).
 * Owning its own state keeps the grid from re-rendering on every pointer move, as BlockTooltip.
 */
export const DragGhost = forwardRef<DragGhostHandle>(function DragGhost(_props, ref) {
  const [place, setPlace] = useState<GhostPlace | null>(null);
  useImperativeHandle(ref, () => ({ show: setPlace, hide: () => setPlace(null) }));
  if (!place) return null;
  return (
    <div
      className={styles.dragGhost}
      data-testid="drag-ghost"
      style={{ top: place.top, left: place.left, width: place.width, height: place.height }}
    >
      {place.label}
    </div>
  );
});
