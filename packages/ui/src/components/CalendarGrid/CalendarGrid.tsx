import type { Temporal } from 'temporal-polyfill';
import { t } from '../../intl/it-IT.ts';
import { Spinner } from '../Progress/Progress.tsx';
import type { CalendarViewKey } from '../Tabs/CalendarViewTabs.tsx';
import { DayView } from './DayView.tsx';
import { MonthView } from './MonthView.tsx';
import { WeekView } from './WeekView.tsx';
import type { CalendarDataProps, CalendarOperator } from './types.ts';

export interface CalendarGridProps extends CalendarDataProps {
  view: CalendarViewKey;
  date: Temporal.PlainDate;
  /** Day view: the selected operators; week view: the first one is shown. */
  operators: readonly CalendarOperator[];
  isLoading?: boolean;
  onDayPress?: (date: Temporal.PlainDate) => void;
}

/** The dashboard calendar: day, week or month view, or the loading text while data arrives. */
export function CalendarGrid({ view, isLoading, onDayPress, ...props }: CalendarGridProps) {
  if (isLoading) return <Spinner label={t('loadingAppointments')} />;
  if (view === 'month') {
    return (
      <MonthView
        date={props.date}
        appointments={props.appointments}
        today={props.now?.toPlainDate() ?? null}
        onDayPress={onDayPress}
      />
    );
  }
  const operator = props.operators[0];
  if (view === 'week' && operator)
    return <WeekView {...props} operator={operator} onDayPress={onDayPress} />;
  return <DayView {...props} />;
}
