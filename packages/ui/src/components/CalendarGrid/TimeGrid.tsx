import {
  useCallback,
  useId,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Temporal } from 'temporal-polyfill';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  SLOT_MINUTES,
  minuteOfDay,
  type GridBounds,
  type PositionedBlock,
} from '@agendina/scheduling';
import { BlockTooltip, type BlockTooltipHandle } from './BlockTooltip.tsx';
import { ColumnPager } from './ColumnPager.tsx';
import { useBlockDrag } from './block-drag.ts';
import { DragGhost, type DragGhostHandle } from './DragGhost.tsx';
import { keyboardColumn, useGridNavigation } from './grid-navigation.ts';
import { buildGridModel, type GridColumn } from './time-grid-model.ts';
import { Body, Headers } from './TimeGridParts.tsx';
import { TIME_COLUMN_PX, useColumnWindow } from './column-window.ts';
import type {
  BlockMove,
  BlockPress,
  CalendarOperator,
  NormalisedAppointment,
  SlotPress,
} from './types.ts';
import * as styles from './TimeGrid.css.ts';

export interface TimeGridProps {
  /** The grid's accessible name, e.g. "Calendario di lunedì 9 marzo". */
  label: string;
  firstDay: Temporal.PlainDate;
  days: number;
  operators: readonly CalendarOperator[];
  appointments: readonly NormalisedAppointment[];
  bounds: GridBounds;
  /** px per 30-minute row, kept between 16 and 48. */
  slotHeight: number;
  /** Minimum column width in px. */
  columnWidth: number;
  /** Draws the current-time line on today's columns. */
  now?: Temporal.PlainDateTime | null;
  /** Header content of a column (operator name, or the day in the week view). */
  renderColumnHeader: (column: GridColumn) => ReactNode;
  /** A header row of days above the operators (quick view). */
  renderDayHeader?: (date: Temporal.PlainDate) => ReactNode;
  onSlotPress?: (slot: SlotPress) => void;
  onBlockPress?: (press: BlockPress) => void;
  onBlockMove?: (move: BlockMove) => void;
  onBlockMoveRequest?: (press: BlockPress) => void;
  /** Hover and focus tooltip on blocks (quick view). */
  withTooltip?: boolean;
  /** Day view: names the operators out of view, with buttons to reach them (ColumnPager). */
  withColumnPager?: boolean;
  /**
   * Above 42 columns only those in view are rendered (default); false renders every column (the
   * render benchmark's worst case: the quick view of a big salon drawn whole).
   */
  windowing?: boolean;
}

/** The time grid of the day, week and quick views: one WAI-ARIA grid, rows of 30 minutes. */
export function TimeGrid(props: TimeGridProps) {
  const { appointments, operators, firstDay, days, bounds, slotHeight } = props;
  const model = useMemo(
    () => buildGridModel({ appointments, operators, firstDay, days, bounds, slotHeight }),
    [appointments, operators, firstDay, days, bounds, slotHeight],
  );
  const gridRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  // Tab must come back to where the keyboard user left, however far a pointer scrolls.
  const focusedColumn = useCallback(() => keyboardColumn(gridRef.current), []);
  const columns = useColumnWindow(
    scrollerRef,
    model.columns.length,
    props.columnWidth,
    focusedColumn,
    props.windowing,
  );
  const tooltipRef = useRef<BlockTooltipHandle>(null);
  const tooltipId = useId();
  const nowRow = props.now
    ? model.rows.findIndex(
        (m) =>
          minuteOfDay(props.now as Temporal.PlainDateTime) - m < SLOT_MINUTES &&
          minuteOfDay(props.now as Temporal.PlainDateTime) >= m,
      )
    : -1;
  const nav = useGridNavigation(gridRef, {
    rows: model.rows.length,
    cols: model.columns.length,
    pageRows: 4,
    initial: { row: Math.max(0, nowRow), col: 0 },
    ensureColumn: columns.ensureColumn,
  });

  const slotAt = (el: HTMLElement): SlotPress | null => {
    const column = model.columns[Number(el.dataset['col'])];
    const minute = model.rows[Number(el.dataset['row'])];
    if (!column || minute === undefined) return null;
    const start = column.date.toPlainDateTime({
      hour: Math.floor(minute / 60),
      minute: minute % 60,
    });
    return { date: column.date, minute, start, operatorId: column.operator.id };
  };
  const blockOf = (el: Element | null): PositionedBlock | undefined => {
    const data = el?.closest<HTMLElement>('[data-block]')?.dataset;
    return data?.['block'] === undefined
      ? undefined
      : model.blockAt(Number(data['col']), data['block']);
  };
  const press = (target: HTMLElement) => {
    const positioned = blockOf(target);
    if (positioned) {
      props.onBlockPress?.({ appointment: positioned.block.appointment, block: positioned.block });
      return;
    }
    const cell = target.closest<HTMLElement>('[role="gridcell"]');
    const slot = cell ? slotAt(cell) : null;
    if (slot) props.onSlotPress?.(slot);
  };
  const ghostRef = useRef<DragGhostHandle>(null);
  const drag = useBlockDrag({
    gridRef,
    ghostRef,
    model,
    bounds,
    blockOf,
    onBlockMove: props.onBlockMove,
    onDragStart: () => tooltipRef.current?.hide(),
  });
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (!drag.consumeClick()) press(e.target as HTMLElement);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    const moveRequest = props.onBlockMoveRequest;
    if (moveRequest && (e.key === 's' || e.key === 'S') && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const positioned = blockOf(target);
      if (positioned) {
        e.preventDefault();
        moveRequest({ appointment: positioned.block.appointment, block: positioned.block });
        return;
      }
    }
    if ((e.key === 'Enter' || e.key === ' ') && target.getAttribute('role') === 'gridcell') {
      e.preventDefault();
      press(target);
      return;
    }
    nav.onKeyDown(e);
  };
  const showTip = (el: Element | null) => {
    if (!props.withTooltip) return;
    const positioned = blockOf(el);
    const anchor = el?.closest<HTMLElement>('[data-block]');
    if (positioned && anchor) {
      tooltipRef.current?.show(positioned, anchor);
      anchor.setAttribute('aria-describedby', tooltipId);
    } else tooltipRef.current?.hide();
  };
  const hideTip = (el: Element | null) => {
    if (!props.withTooltip) return;
    el?.closest('[data-block]')?.removeAttribute('aria-describedby');
    tooltipRef.current?.hide();
  };

  const style = assignInlineVars({
    [styles.colWidth]: `${props.columnWidth}px`,
    [styles.slotHeight]: `${model.slotHeight}px`,
  });
  const grid = (
    <div
      className={
        props.withColumnPager ? `${styles.scroller} ${styles.snapColumns}` : styles.scroller
      }
      ref={scrollerRef}
      onScroll={columns.onScroll}
    >
      {/* Roving tabindex: the cells and blocks are focusable, not the grid (WAI-ARIA grid pattern). */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        ref={gridRef}
        role="grid"
        aria-label={props.label}
        aria-readonly="true"
        aria-colcount={columns.windowed ? model.columns.length + 1 : undefined}
        data-wide={columns.wide || undefined}
        className={styles.grid}
        style={style}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={(e) => (nav.onFocus(e), showTip(e.target))}
        onBlur={(e) => hideTip(e.target)}
        onPointerOver={(e) => showTip(e.target as Element)}
        onPointerOut={(e) => hideTip(e.target as Element)}
        onPointerDown={drag.onPointerDown}
        onPointerMove={drag.onPointerMove}
        onPointerUp={drag.onPointerUp}
        onPointerCancel={drag.onPointerCancel}
      >
        <Headers
          range={columns.range}
          windowed={columns.windowed}
          model={model}
          days={days}
          renderColumnHeader={props.renderColumnHeader}
          renderDayHeader={props.renderDayHeader}
        />
        <Body
          model={model}
          now={props.now ?? null}
          nowRow={nowRow}
          range={columns.range}
          windowed={columns.windowed}
          movable={props.onBlockMoveRequest !== undefined}
        />
      </div>
      {props.onBlockMove ? <DragGhost ref={ghostRef} /> : null}
      {props.withTooltip ? <BlockTooltip ref={tooltipRef} id={tooltipId} /> : null}
    </div>
  );
  if (!props.withColumnPager) return grid;
  return (
    <div className={styles.pagedGrid}>
      <ColumnPager
        scrollerRef={scrollerRef}
        names={model.columns.map((c) => c.operator.name)}
        fixedStart={TIME_COLUMN_PX}
      />
      {grid}
    </div>
  );
}
