import { memo, type CSSProperties, type ReactNode } from 'react';
import type { Temporal } from 'temporal-polyfill';
import {
  DEFAULT_OPERATOR_COLOR,
  SLOT_MINUTES,
  formatMinuteOfDay,
  isOvertimeAt,
  minuteOfDay,
  type PositionedBlock,
} from '@agendina/scheduling';
import { colourPair } from '../../foundations/color.ts';
import { t } from '../../intl/it-IT.ts';
import { visuallyHidden } from '../Field/Field.css.ts';
import { renderedColumns, type ColumnRange } from './column-window.ts';
import { BOOKED_ONLINE, blockLabel, clientLabel, slotLabel, timeRange } from './labels.ts';
import type { GridColumn, GridModel } from './time-grid-model.ts';
import type { GridPosition } from './grid-navigation.ts';
import type { CalendarOperator } from './types.ts';
import * as styles from './TimeGrid.css.ts';

/** The height of one text line of a block (its font size and line height, with the gap). */
const BLOCK_LINE_PX = 15;

// The rendering of the time grid: header rows, body rows, blocks. Behaviour lives in TimeGrid.tsx.

interface WindowProps {
  range: ColumnRange;
  windowed: boolean;
}

/** Spacer standing in for the windowed-out columns (hidden from assistive tech). */
function Spacer({ columns }: { columns: number }) {
  return columns > 0 ? (
    <div
      aria-hidden="true"
      className={styles.spacer}
      style={{ flexBasis: `calc(${columns} * ${styles.colWidth})` }}
    />
  ) : null;
}

/**
 * The rendered columns with spacers in the gaps: before the window, between a pinned column and
 * the window, and (for the header row, which sets the grid's width) after the last one.
 */
function withSpacers(
  columns: readonly GridColumn[],
  range: ColumnRange,
  trailing: boolean,
  render: (column: GridColumn) => ReactNode,
): ReactNode[] {
  const out: ReactNode[] = [];
  let next = 0;
  for (const index of renderedColumns(range)) {
    if (index > next) out.push(<Spacer key={`gap-${next}`} columns={index - next} />);
    out.push(render(columns[index] as GridColumn));
    next = index + 1;
  }
  if (trailing && columns.length > next)
    out.push(<Spacer key={`gap-${next}`} columns={columns.length - next} />);
  return out;
}

interface HeadersProps extends WindowProps {
  model: GridModel;
  days: number;
  renderColumnHeader: (column: GridColumn) => ReactNode;
  renderDayHeader: ((date: Temporal.PlainDate) => ReactNode) | undefined;
}

export function Headers({
  model,
  days,
  renderColumnHeader,
  renderDayHeader,
  range,
  windowed,
}: HeadersProps) {
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
        {withSpacers(model.columns, range, true, (column) => (
          <div
            key={column.index}
            role="columnheader"
            aria-colindex={windowed ? column.index + 2 : undefined}
            className={styles.columnHeader}
          >
            {renderColumnHeader(column)}
            {column.timeOff ? <span className={styles.timeOffTag}>{t('timeOff')}</span> : null}
          </div>
        ))}
      </div>
    </>
  );
}

export const Body = memo(function Body({
  model,
  now,
  nowRow,
  range,
  windowed,
  movable,
}: WindowProps & {
  model: GridModel;
  now: Temporal.PlainDateTime | null;
  nowRow: number;
  /** Blocks answer the S key ("Sposta"): said by aria-keyshortcuts. */
  movable: boolean;
}) {
  const nowDate = now?.toPlainDate();
  const nowOffset =
    now && nowRow >= 0
      ? ((minuteOfDay(now) - (model.rows[nowRow] as number)) / SLOT_MINUTES) * model.slotHeight
      : 0;
  return (
    <>
      {model.rows.map((minute, r) => (
        <div
          key={minute}
          role="row"
          className={styles.row}
          data-hour={minute % 60 === 30 || undefined}
        >
          <div role="rowheader" className={styles.timeLabel}>
            {formatMinuteOfDay(minute)}
          </div>
          {/* No trailing spacer: the header row's sets the grid's width, rows stretch to it. */}
          {withSpacers(model.columns, range, false, (column) => {
            const blocks = model.blocksAt(column.index, r);
            const overtime = isOvertimeAt(
              column.operator.hours,
              column.dayOfWeek,
              minute,
              SLOT_MINUTES,
            );
            const isNow = r === nowRow && nowDate !== undefined && column.date.equals(nowDate);
            const covering = blocks ? undefined : model.coveringAt(column.index, r);
            return (
              <div
                key={column.index}
                role="gridcell"
                aria-colindex={windowed ? column.index + 2 : undefined}
                className={styles.cell}
                data-cell={`${r}:${column.index}`}
                data-overtime={overtime || undefined}
                data-time-off={column.timeOff || undefined}
                data-covered={covering ? true : undefined}
                data-row={blocks ? undefined : r}
                data-col={blocks ? undefined : column.index}
                tabIndex={blocks ? undefined : -1}
                aria-label={
                  blocks
                    ? undefined
                    : slotLabel(column.label, minute, {
                        overtime,
                        timeOff: column.timeOff,
                        covering,
                      })
                }
              >
                {blocks?.map((p, i) =>
                  blockButton(p, { row: r, col: column.index, item: i }, model.slotHeight, movable),
                )}
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

/**
 * A block: a function, not a component, so the quick view drawn whole (3,360 blocks) makes no
 * component fiber per block. Its place is the navigation's target (data-row / data-col, and
 * data-item past the first block of a cell: grid-navigation reads a missing one as 0).
 */
function blockButton(
  positioned: PositionedBlock,
  { row, col, item }: GridPosition,
  slotHeight: number,
  movable: boolean,
) {
  const { block } = positioned;
  const a = block.appointment;
  const colours = colourPair(a.colorCode, DEFAULT_OPERATOR_COLOR);
  // Only what differs from the block class goes inline: the class already puts a block at the
  // top of its cell in the one lane (top 0, left 1px, full width less 3px), the common case.
  const top = positioned.top - row * slotHeight;
  const style: CSSProperties = { backgroundColor: colours.background, color: colours.text };
  // The class's height is one row's (less the 1 px gap), the common 30-minute block.
  if (positioned.height !== slotHeight) style.height = positioned.height - 1;
  if (top !== 0) style.top = top;
  const lines = Math.floor((positioned.height - 5) / BLOCK_LINE_PX);
  if (positioned.laneCount > 1) {
    style.left = `calc(${positioned.left * 100}% + 1px)`;
    style.width = `calc(${positioned.width * 100}% - 3px)`;
  }
  return (
    <button
      key={block.key}
      type="button"
      className={styles.block}
      style={style}
      data-block={block.key}
      data-status={block.status}
      data-row={row}
      data-col={col}
      data-item={item || undefined}
      tabIndex={-1}
      aria-label={blockLabel(block)}
      aria-keyshortcuts={movable ? 'S' : undefined}
    >
      <span className={styles.blockTitle}>
        {/* The accessible name says it in words (blockLabel); the tick is for the eye. */}
        {a.clientConfirmedAt ? <span aria-hidden="true">✓ </span> : null}
        {clientLabel(a.clientName)}
        {a.source === 'ONLINE' ? (
          <>
            {' '}
            <span className={styles.blockSource}>{BOOKED_ONLINE}</span>
          </>
        ) : null}
      </span>
      {/* Service, then time, as the height allows: the accessible name's order, and a space
          between the lines, keep the visible text inside it (WCAG 2.5.3). Strings only: the
          quick view is benchmarked. */}
      {lines >= 2 ? (
        <>
          {' '}
          <span className={styles.blockLine}>{a.service}</span>
        </>
      ) : null}
      {lines >= 3 ? (
        <>
          {' '}
          <span className={styles.blockLine}>{timeRange(block)}</span>
        </>
      ) : null}
    </button>
  );
}

/** A column header naming the operator, with their colour dot. */
export function OperatorHeader({ operator }: { operator: CalendarOperator }) {
  return (
    <>
      <span className={styles.dot} style={{ background: operator.colorCode }} aria-hidden="true" />
      {operator.name}
    </>
  );
}
