import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { quickViewCalendarQueryOptions, appointmentsFromCalendar } from '@agendina/api';
import { quickViewRange, type NormalisedAppointment, type WeeklyHours } from '@agendina/scheduling';
import type { Temporal } from 'temporal-polyfill';
import { QuickView, type CalendarOperator } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';

export interface QuickViewContainerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  weekStart: Temporal.PlainDate;
  onWeekStartChange: (monday: Temporal.PlainDate) => void;
  today: Temporal.PlainDate;
  now: Temporal.PlainDateTime;
  operators: readonly CalendarOperator[];
  /** What the dashboard already shows: used when the week cannot be loaded (SPEC.md §8). */
  fallbackAppointments: readonly NormalisedAppointment[];
  openingHours: WeeklyHours | null;
  onSelectDate: (date: Temporal.PlainDate) => void;
}

/** The 7-day quick view with its own week's data, cached 5 minutes per range (SPEC.md §9). */
export function QuickViewContainer({
  isOpen,
  weekStart,
  fallbackAppointments,
  ...props
}: QuickViewContainerProps) {
  const api = useApi();
  const week = useQuery({
    ...quickViewCalendarQueryOptions(api, {
      ...quickViewRange(weekStart),
      hairdresserId: null,
      status: null,
    }),
    enabled: isOpen,
  });
  const appointments = useMemo(
    () => (week.isError ? fallbackAppointments : appointmentsFromCalendar(week.data)),
    [week.isError, week.data, fallbackAppointments],
  );
  return (
    <QuickView
      {...props}
      isOpen={isOpen}
      weekStart={weekStart}
      appointments={appointments}
      isLoading={isOpen && week.isPending}
    />
  );
}
