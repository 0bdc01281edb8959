import { useMemo, useRef, type KeyboardEvent } from 'react';
import type { Temporal } from 'temporal-polyfill';
import { monthGridWeeks } from '@agendina/scheduling';
import { useGridNavigation } from './grid-navigation.ts';
import { longDay, monthName, weekdayLong, weekdayShort } from './labels.ts';
import type { NormalisedAppointment } from './types.ts';
import * as styles from './MonthView.css.ts';
import { visuallyHidden } from '../Field/Field.css.ts';

export interface MonthViewProps {
  /** Any day of the month to show. */
  date: Temporal.PlainDate;
  appointments: readonly NormalisedAppointment[];
  today?: Temporal.PlainDate | null;
  /** Pressing a day goes to that day (SPEC.md §2). */
  onDayPress?: (date: Temporal.PlainDate) => void;
}

const plural = new Intl.PluralRules('it-IT');

function countLabel(n: number): string {
  if (n === 0) return 'nessun appuntamento';
  return plural.select(n) === 'one' ? `${n} appuntamento` : `${n} appuntamenti`;
}

/** Month view: weeks x days (Monday first); pressing a day goes to that day. */
export function MonthView({ date, appointments, today, onDayPress }: MonthViewProps) {
  // The days of the adjacent months are in the grid too; the app loads their appointments
  // (scheduling's visibleCalendarRange), so their counts are real.
  const weeks = useMemo(() => monthGridWeeks(date), [date]);
  const byDay = useMemo(() => {
    const map = new Map<string, NormalisedAppointment[]>();
    for (const a of appointments) map.set(a.dateKey, [...(map.get(a.dateKey) ?? []), a]);
    return map;
  }, [appointments]);
  const gridRef = useRef<HTMLDivElement>(null);
  const todayInMonth = weeks.flat().findIndex((d) => today && d.equals(today));
  const nav = useGridNavigation(gridRef, {
    rows: weeks.length,
    cols: 7,
    pageRows: weeks.length,
    initial:
      todayInMonth >= 0 ? { row: Math.floor(todayInMonth / 7), col: todayInMonth % 7 } : undefined,
  });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-date]');
    if ((e.key === 'Enter' || e.key === ' ') && cell) {
      e.preventDefault();
      cell.click();
      return;
    }
    nav.onKeyDown(e);
  };
  return (
    // Roving tabindex: the day cells are focusable, not the grid (WAI-ARIA grid pattern).
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      ref={gridRef}
      role="grid"
      aria-label={`Calendario di ${monthName(date.month)} ${date.year}`}
      aria-readonly="true"
      className={styles.grid}
      onKeyDown={onKeyDown}
      onFocus={nav.onFocus}
    >
      <div role="row" className={styles.row}>
        {[1, 2, 3, 4, 5, 6, 7].map((d) => (
          <div key={d} role="columnheader" className={styles.header} aria-label={weekdayLong(d)}>
            {weekdayShort(d)}
          </div>
        ))}
      </div>
      {weeks.map((week, r) => (
        <div key={r} role="row" className={styles.row}>
          {week.map((day, c) => {
            const list = byDay.get(day.toString()) ?? [];
            const colors = [...new Set(list.map((a) => a.colorCode))].slice(0, 6);
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- Enter and Space are handled by the grid
              <div
                key={c}
                role="gridcell"
                className={styles.cell}
                data-row={r}
                data-col={c}
                data-date={day.toString()}
                data-outside={day.month !== date.month || undefined}
                tabIndex={-1}
                aria-current={today && day.equals(today) ? 'date' : undefined}
                onClick={() => onDayPress?.(day)}
              >
                {/* Named by its content: the visible number and count, then the full date for screen readers. */}
                <span className={styles.dayNumber}>{day.day}</span>{' '}
                <span className={list.length > 0 ? styles.count : visuallyHidden}>
                  {countLabel(list.length)}
                </span>
                <span className={visuallyHidden}>, {longDay(day)}</span>
                <span className={styles.dots} aria-hidden="true">
                  {colors.map((color) => (
                    <span key={color} className={styles.dot} style={{ background: color }} />
                  ))}
                </span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
