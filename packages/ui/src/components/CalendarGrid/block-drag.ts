import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import { formatMinuteOfDay, type GridBounds, type PositionedBlock } from '@agendina/scheduling';
import type { DragGhostHandle } from './DragGhost.tsx';
import { dropTarget, isSamePlace, type DropTarget } from './drop-target.ts';
import type { GridModel } from './time-grid-model.ts';
import type { BlockMove } from './types.ts';

/** px a pointer travels before a press on a block becomes a drag (a click stays a click). */
const DRAG_THRESHOLD_PX = 5;

/** Keeps the moves coming when the pointer leaves the grid; a pointer no longer down cannot be captured. */
function capture(grid: HTMLElement | null, pointerId: number): void {
  try {
    grid?.setPointerCapture(pointerId);
  } catch {
    // Released meanwhile (NotFoundError): the drag goes on with the grid's own events.
  }
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  positioned: PositionedBlock;
  element: HTMLElement;
  /** px from the block's top to where it was grabbed. */
  grabY: number;
  active: boolean;
  target: DropTarget | null;
}

export interface BlockDragOptions {
  gridRef: RefObject<HTMLDivElement | null>;
  ghostRef: RefObject<DragGhostHandle | null>;
  model: GridModel;
  bounds: GridBounds;
  blockOf: (el: Element | null) => PositionedBlock | undefined;
  onBlockMove: ((move: BlockMove) => void) | undefined;
  /** Called when a drag starts (e.g. to hide the tooltip). */
  onDragStart: () => void;
}

/**
 * Drag and drop of blocks with plain pointer events (mouse and pen: a finger scrolls the grid,
 * and the "Sposta" dialog is the way on phones and from the keyboard, WCAG 2.5.7). The drop cell
 * is found under the dragged block's top with elementsFromPoint, so the windowed columns need
 * no geometry of their own; the ghost says the target time while dragging; Escape cancels.
 */
export function useBlockDrag(options: BlockDragOptions) {
  const latest = useRef(options);
  latest.current = options;
  const drag = useRef<Drag | null>(null);
  const justDropped = useRef(false);
  // A grid unmounted mid-drag leaves no listener behind.
  useEffect(() => () => end(), []);

  const targetAt = (d: Drag, clientX: number, clientY: number): DropTarget | null => {
    const { gridRef, model, bounds } = latest.current;
    const top = clientY - d.grabY;
    const cell = document
      .elementsFromPoint(clientX, Math.max(top, 0) + 1)
      .find(
        (el): el is HTMLElement =>
          el instanceof HTMLElement &&
          el.dataset['cell'] !== undefined &&
          gridRef.current?.contains(el) === true,
      );
    if (!cell) return null;
    const [row, col] = (cell.dataset['cell'] as string).split(':').map(Number);
    const column = model.columns[col as number];
    const rowMinute = model.rows[row as number];
    if (!column || rowMinute === undefined) return null;
    const rect = cell.getBoundingClientRect();
    return dropTarget(
      {
        date: column.date,
        operatorId: column.operator.id,
        rowMinute,
        offsetPx: top - rect.top,
        slotHeight: model.slotHeight,
      },
      d.positioned.block,
      bounds,
    );
  };

  const showGhost = (d: Drag, target: DropTarget | null) => {
    const { ghostRef, model, gridRef } = latest.current;
    if (!target) return ghostRef.current?.hide();
    const col = model.columns.findIndex(
      (c) => c.date.equals(target.start.toPlainDate()) && c.operator.id === target.operatorId,
    );
    const rowIndex = model.rows.findIndex((m) => m > target.blockMinute) - 1;
    const row = rowIndex < 0 ? model.rows.length - 1 : rowIndex;
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
    if (!cell) return ghostRef.current?.hide();
    const rect = cell.getBoundingClientRect();
    const minutesIn = target.blockMinute - (model.rows[row] as number);
    const column = model.columns[col];
    const time = formatMinuteOfDay(target.blockMinute);
    ghostRef.current?.show({
      top: rect.top + (minutesIn / 30) * model.slotHeight,
      left: rect.left,
      width: rect.width,
      height: d.positioned.height,
      label: column && model.columns.length > 1 ? `${time} · ${column.label}` : time,
    });
  };

  // Escape cancels wherever focus is (a pointer drag need not have moved focus into the grid).
  const escape = useRef<((e: globalThis.KeyboardEvent) => void) | null>(null);
  const listenForEscape = () => {
    const listener = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      end();
    };
    escape.current = listener;
    window.addEventListener('keydown', listener, true);
  };

  const end = () => {
    const d = drag.current;
    drag.current = null;
    if (escape.current) window.removeEventListener('keydown', escape.current, true);
    escape.current = null;
    d?.element.removeAttribute('data-dragging');
    latest.current.ghostRef.current?.hide();
    const grid = latest.current.gridRef.current;
    if (d?.active && grid?.hasPointerCapture(d.pointerId)) grid.releasePointerCapture(d.pointerId);
  };

  return {
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      if (!latest.current.onBlockMove || e.button !== 0 || e.pointerType === 'touch') return;
      const element = (e.target as Element).closest<HTMLElement>('[data-block]');
      const positioned = latest.current.blockOf(element);
      if (!element || !positioned) return;
      drag.current = {
        pointerId: e.pointerId,
        x: e.clientX,
        y: e.clientY,
        positioned,
        element,
        grabY: e.clientY - element.getBoundingClientRect().top,
        active: false,
        target: null,
      };
    },
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
      const d = drag.current;
      if (!d || e.pointerId !== d.pointerId) return;
      if (!d.active) {
        if (Math.hypot(e.clientX - d.x, e.clientY - d.y) < DRAG_THRESHOLD_PX) return;
        d.active = true;
        d.element.setAttribute('data-dragging', '');
        capture(latest.current.gridRef.current, d.pointerId);
        listenForEscape();
        latest.current.onDragStart();
      }
      e.preventDefault();
      d.target = targetAt(d, e.clientX, e.clientY);
      showGhost(d, d.target);
    },
    onPointerUp: (e: PointerEvent<HTMLDivElement>) => {
      const d = drag.current;
      if (!d || e.pointerId !== d.pointerId) return;
      if (d.active) {
        justDropped.current = true;
        const target = targetAt(d, e.clientX, e.clientY);
        const block = d.positioned.block;
        end();
        if (target && !isSamePlace(target, block))
          latest.current.onBlockMove?.({
            appointment: block.appointment,
            block,
            start: target.start,
            operatorId: target.operatorId,
          });
        return;
      }
      end();
    },
    onPointerCancel: end,
    /** The click that ends a drag is not a press on the block. */
    consumeClick: (): boolean => {
      const dropped = justDropped.current;
      justDropped.current = false;
      return dropped;
    },
  };
}
