import { forwardRef, useImperativeHandle, useState } from 'react';
import type { PositionedBlock } from '@agendina/scheduling';
import { CLIENT_CONFIRMED, clientLabel, timeRange } from './labels.ts';
import * as styles from './TimeGrid.css.ts';

export interface BlockTooltipHandle {
  show: (block: PositionedBlock, anchor: HTMLElement) => void;
  hide: () => void;
}

interface Shown {
  block: PositionedBlock;
  top: number;
  left: number;
}

/**
 * One shared tooltip for every block of a grid (hover and keyboard focus): client (default
 * 'Cliente'), time range with minutes, service, operator and notes. Owning its own state keeps the grid
 * from re-rendering on every hover.
 */
export const BlockTooltip = forwardRef<BlockTooltipHandle, { id: string }>(function BlockTooltip(
  { id },
  ref,
) {
  const [shown, setShown] = useState<Shown | null>(null);
  useImperativeHandle(ref, () => ({
    show: (block, anchor) => {
      const rect = anchor.getBoundingClientRect();
      const left = Math.min(rect.right + 8, window.innerWidth - 290);
      setShown({
        block,
        top: Math.max(8, Math.min(rect.top, window.innerHeight - 140)),
        left: Math.max(8, left),
      });
    },
    hide: () => setShown(null),
  }));
  if (!shown) return null;
  const a = shown.block.block.appointment;
  return (
    <div
      id={id}
      role="tooltip"
      className={styles.tooltip}
      style={{ top: shown.top, left: shown.left }}
    >
      <strong>{clientLabel(a.clientName)}</strong>
      <span>{timeRange(shown.block.block)}</span>
      <span>{a.service}</span>
      {a.hairdresserName.trim() === '' ? null : <span>{a.hairdresserName}</span>}
      {a.notes ? <span>{a.notes}</span> : null}
      {a.clientConfirmedAt ? <span>{CLIENT_CONFIRMED}</span> : null}
    </div>
  );
});
