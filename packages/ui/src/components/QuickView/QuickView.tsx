import { useMemo, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { Temporal } from 'temporal-polyfill';
import { DAYS_PER_WEEK, mondayOf, quickViewBounds } from '@agendina/scheduling';
import { t } from '../../intl/it-IT.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Spinner } from '../Progress/Progress.tsx';
import { longDay, monthName, shortDay } from '../CalendarGrid/labels.ts';
import { TimeGrid } from '../CalendarGrid/TimeGrid.tsx';
import { OperatorHeader } from '../CalendarGrid/TimeGridParts.tsx';
import type {
  CalendarDataProps,
  CalendarOperator,
  NormalisedAppointment,
  SlotPress,
} from '../CalendarGrid/types.ts';
import * as gridStyles from '../CalendarGrid/TimeGrid.css.ts';
import * as styles from './QuickView.css.ts';

export interface QuickViewProps extends Omit<
  CalendarDataProps,
  'onSlotPress' | 'onBlockPress' | 'appointments'
> {
  /** The week's appointments (leave out with `renderBody`). */
  appointments?: readonly NormalisedAppointment[];
  /** Controlled; leave out inside a DialogTrigger. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The Monday shown (the parent keeps the last viewed one, SPEC.md §2). */
  weekStart: Temporal.PlainDate;
  onWeekStartChange: (monday: Temporal.PlainDate) => void;
  today: Temporal.PlainDate;
  operators: readonly CalendarOperator[];
  isLoading?: boolean;
  /** A slot or a block was pressed: the quick view closes and the dashboard goes to that date. */
  onSelectDate: (date: Temporal.PlainDate) => void;
  /**
   * An empty slot was pressed: with this, the quick view closes and books there (the wizard with
   * date, time and operator) instead of going to the date.
   */
  onSlotPress?: (slot: SlotPress) => void;
  /**
   * The body, for a parent that loads the week inside the open dialog (a Suspense boundary of
   * its own, so the dialog itself never remounts): it calls `grid` with the appointments.
   */
  renderBody?: (grid: (appointments: readonly NormalisedAppointment[]) => ReactNode) => ReactNode;
  /** TimeGrid's `windowing`: false draws every column of a big salon at once. */
  windowing?: boolean;
}

/** The toolbar's arrows: a week back or on. */
const WEEK_STEPS = {
  previous: { icon: 'chevronLeft', label: 'previousWeek', days: -DAYS_PER_WEEK },
  next: { icon: 'chevronRight', label: 'nextWeek', days: DAYS_PER_WEEK },
} as const;

function weekRange(monday: Temporal.PlainDate): string {
  const sunday = monday.add({ days: 6 });
  const from =
    monday.month === sunday.month ? `${monday.day}` : `${monday.day} ${monthName(monday.month)}`;
  return `${from} – ${sunday.day} ${monthName(sunday.month)} ${sunday.year}`;
}

/**
 * The full-screen 7-day overlay of SPEC.md §2: operator columns per day, half-hour rows from the
 * earliest opening to the latest closing plus one hour, previous / Oggi / next, close, Escape,
 * scroll lock, and a tooltip on the blocks.
 */
export function QuickView(props: QuickViewProps) {
  const { weekStart, onWeekStartChange, today, openingHours, slotHeight = 24 } = props;
  // The grid's model is memoised on its first day: one date object per week, not per render.
  const monday = useMemo(() => mondayOf(weekStart), [weekStart]);
  const bounds = useMemo(() => quickViewBounds(openingHours), [openingHours]);
  const weekButton = (direction: keyof typeof WEEK_STEPS) => (
    <IconButton
      icon={WEEK_STEPS[direction].icon}
      variant="outline"
      aria-label={t(WEEK_STEPS[direction].label)}
      onPress={() => onWeekStartChange(monday.add({ days: WEEK_STEPS[direction].days }))}
    />
  );
  return (
    <ModalOverlay
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          {({ close }) => {
            const grid = (appointments: readonly NormalisedAppointment[]) => (
              <TimeGrid
                label={`${t('quickView')}: settimana dal ${longDay(monday)}`}
                firstDay={monday}
                days={DAYS_PER_WEEK}
                operators={props.operators}
                appointments={appointments}
                bounds={bounds}
                slotHeight={slotHeight}
                columnWidth={88}
                now={props.now}
                withTooltip
                windowing={props.windowing}
                renderDayHeader={(date) => (
                  <span
                    className={[styles.dayLabel, date.equals(today) ? gridStyles.today : ''].join(
                      ' ',
                    )}
                  >
                    {shortDay(date)}
                  </span>
                )}
                renderColumnHeader={(column) => <OperatorHeader operator={column.operator} />}
                onSlotPress={(slot) => (
                  props.onSlotPress ? props.onSlotPress(slot) : props.onSelectDate(slot.date),
                  close()
                )}
                onBlockPress={({ appointment }) => (
                  props.onSelectDate(appointment.start.toPlainDate()),
                  close()
                )}
              />
            );
            return (
              <>
                <div className={styles.toolbar}>
                  <Heading slot="title" className={styles.title}>
                    {t('quickView')}
                  </Heading>
                  {weekButton('previous')}
                  <Button variant="secondary" onPress={() => onWeekStartChange(mondayOf(today))}>
                    {t('today')}
                  </Button>
                  {weekButton('next')}
                  <span className={styles.range} aria-live="polite">
                    {weekRange(monday)}
                  </span>
                  <IconButton icon="close" aria-label={t('close')} onPress={close} />
                </div>
                <div className={styles.body}>
                  {props.renderBody ? (
                    props.renderBody(grid)
                  ) : props.isLoading ? (
                    <Spinner label={t('loadingAppointments')} />
                  ) : (
                    grid(props.appointments ?? [])
                  )}
                </div>
              </>
            );
          }}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
