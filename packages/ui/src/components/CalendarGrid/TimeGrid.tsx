import {
  memo,
  useId,
  useMemo,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Temporal } from 'temporal-polyfill';
import {
  DEFAULT_OPERATOR_COLOR,
  SLOT_MINUTES,
  formatMinuteOfDay,
  isOvertimeAt,
  minuteOfDay,
  type GridBounds,
  type PositionedBlock,
} from '@agendina/scheduling';
import { normaliseHex, readableTextOn } from '../../foundations/color.ts';
import { t } from '../../intl/it-IT.ts';
import { BlockTooltip, type BlockTooltipHandle } from './BlockTooltip.tsx';
import { useGridNavigation } from './grid-navigation.ts';
import { blockLabel, clientLabel, slotLabel } from './labels.ts';
import { buildGridModel, type GridColumn, type GridModel } from './time-grid-model.ts';
import type { BlockPress, CalendarOperator, NormalisedAppointment, SlotPress } from './types.ts';
import * as styles from './TimeGrid.css.ts';
import { visuallyHidden } from '../Field/Field.css.ts';

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
  /** Hover and focus tooltip on blocks (quick view). */
  withTooltip?: boolean;
}

/** The time grid of the day, week and quick views: one WAI-ARIA grid, rows of 30 minutes. */
export function TimeGrid(props: TimeGridProps) {
  const { appointments, operators, firstDay, days, bounds, slotHeight } = props;
  const model = useMemo(
    () => buildGridModel({ appointments, operators, firstDay, days, bounds, slotHeight }),
    [appointments, operators, firstDay, days, bounds, slotHeight],
  );
  const gridRef = useRef<HTMLDivElement>(null);
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
    const key = el?.closest<HTMLElement>('[data-block]')?.dataset['block'];
    return key === undefined ? undefined : model.blockByKey.get(key);
  };
  const press = (target: HTMLElement) => {
    const positioned = blockOf(target);
    if (positioned) {
      props.onBlockPress?.({ appointment: positioned.block.appointment, block: positioned.block });
      return;
    }
    const cell = target.closest<HTMLElement>('[data-slot]');
    const slot = cell ? slotAt(cell) : null;
    if (slot) props.onSlotPress?.(slot);
  };
  const onClick = (e: MouseEvent<HTMLDivElement>) => press(e.target as HTMLElement);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if ((e.key === 'Enter' || e.key === ' ') && target.dataset['slot'] !== undefined) {
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

  const style = {
    [styles.colWidth]: `${props.columnWidth}px`,
    [styles.slotHeight]: `${model.slotHeight}px`,
  } as CSSProperties;
  return (
    <div className={styles.scroller}>
      {/* Roving tabindex: the cells and blocks are focusable, not the grid (WAI-ARIA grid pattern). */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        ref={gridRef}
        role="grid"
        aria-label={props.label}
        aria-readonly="true"
        className={styles.grid}
        style={style}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={(e) => (nav.onFocus(e), showTip(e.target))}
        onBlur={(e) => hideTip(e.target)}
        onPointerOver={(e) => showTip(e.target as Element)}
        onPointerOut={(e) => hideTip(e.target as Element)}
      >
        <Headers
          model={model}
          days={days}
          renderColumnHeader={props.renderColumnHeader}
          renderDayHeader={props.renderDayHeader}
        />
        <Body model={model} now={props.now ?? null} nowRow={nowRow} />
      </div>
      {props.withTooltip ? <BlockTooltip ref={tooltipRef} id={tooltipId} /> : null}
    </div>
  );
}

interface HeadersProps {
  model: GridModel;
  days: number;
  renderColumnHeader: TimeGridProps['renderColumnHeader'];
  renderDayHeader: TimeGridProps['renderDayHeader'];
}

function Headers({ model, days, renderColumnHeader, renderDayHeader }: HeadersProps) {
  const perDay = model.columns.length / days;
  return (
    <>
      {renderDayHeader ? (
        <div role="row" className={styles.headerRow}>
          <div role="columnheader" className={styles.corner}>
            <span className={visuallyHidden}>{t('time')}</span>
          </div>
          {Array.from({ length: days }, (_, d) => {
            const date = (model.columns[d * perDay] as GridColumn).date;
            return (
              <div
                key={d}
                role="columnheader"
                aria-colspan={perDay}
                className={styles.dayHeader}
                style={{ flexGrow: perDay, flexBasis: `calc(${perDay} * ${styles.colWidth})` }}
              >
                {renderDayHeader(date)}
              </div>
            );
          })}
        </div>
      ) : null}
      <div
        role="row"
        className={[styles.headerRow, renderDayHeader ? styles.headerRowSecond : ''].join(' ')}
      >
        <div role="columnheader" className={styles.corner}>
          <span className={visuallyHidden}>{t('time')}</span>
        </div>
        {model.columns.map((column) => (
          <div key={column.index} role="columnheader" className={styles.columnHeader}>
            {renderColumnHeader(column)}
          </div>
        ))}
      </div>
    </>
  );
}

const Body = memo(function Body({
  model,
  now,
  nowRow,
}: {
  model: GridModel;
  now: Temporal.PlainDateTime | null;
  nowRow: number;
}) {
  const nowDate = now?.toPlainDate();
  const nowOffset =
    now && nowRow >= 0
      ? ((minuteOfDay(now) - (model.rows[nowRow] as number)) / SLOT_MINUTES) * model.slotHeight
      : 0;
  return (
    <>
      {model.rows.map((minute, r) => (
        <div key={minute} role="row" className={styles.row}>
          <div role="rowheader" className={styles.timeLabel}>
            {formatMinuteOfDay(minute)}
          </div>
          {model.columns.map((column) => {
            const blocks = model.blocksAt.get(`${column.index}:${r}`);
            const overtime = isOvertimeAt(
              column.operator.hours,
              column.date.dayOfWeek,
              minute,
              SLOT_MINUTES,
            );
            const isNow = r === nowRow && nowDate !== undefined && column.date.equals(nowDate);
            return (
              <div
                key={column.index}
                role="gridcell"
                className={styles.cell}
                data-slot=""
                data-overtime={overtime || undefined}
                data-hour={minute % 60 === 30 || undefined}
                data-row={blocks ? undefined : r}
                data-col={blocks ? undefined : column.index}
                tabIndex={blocks ? undefined : -1}
                aria-label={blocks ? undefined : slotLabel(column.label, minute, overtime)}
              >
                {blocks?.map((p, i) => (
                  <Block
                    key={p.block.key}
                    positioned={p}
                    row={r}
                    col={column.index}
                    item={i}
                    slotHeight={model.slotHeight}
                  />
                ))}
                {isNow ? (
                  <div className={styles.nowLine} style={{ top: nowOffset }} aria-hidden="true" />
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </>
  );
});

function Block({
  positioned,
  row,
  col,
  item,
  slotHeight,
}: {
  positioned: PositionedBlock;
  row: number;
  col: number;
  item: number;
  slotHeight: number;
}) {
  const { block } = positioned;
  const a = block.appointment;
  const background = normaliseHex(a.colorCode, DEFAULT_OPERATOR_COLOR);
  const style: CSSProperties = {
    top: positioned.top - row * slotHeight,
    height: positioned.height - 1,
    left: `calc(${positioned.left * 100}% + 1px)`,
    width: `calc(${positioned.width * 100}% - 3px)`,
    background,
    color: readableTextOn(background),
  };
  return (
    <button
      type="button"
      className={styles.block}
      style={style}
      data-block={block.key}
      data-status={block.status}
      data-row={row}
      data-col={col}
      data-item={item}
      tabIndex={-1}
      aria-label={blockLabel(block)}
    >
      <span className={styles.blockTitle}>{clientLabel(a.clientName)}</span>
      {positioned.height >= 2 * slotHeight - 1 ? (
        <span className={styles.blockLine}>{a.service}</span>
      ) : null}
    </button>
  );
}
