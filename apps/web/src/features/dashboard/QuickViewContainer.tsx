import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { quickViewCalendarQueryOptions } from '@agendina/api';
import {
  quickViewRange,
  withCancelled,
  type NormalisedAppointment,
  type WeeklyHours,
} from '@agendina/scheduling';
import type { Temporal } from 'temporal-polyfill';
import { QuickView, Spinner, t, type CalendarOperator, type SlotPress } from '@agendina/ui';
import { QueryBoundary } from '../../lib/query-boundary.tsx';
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
  /** "Mostra cancellati" of the calendar (off: cancelled visits are left out). */
  showCancelled?: boolean | undefined;
  onSelectDate: (date: Temporal.PlainDate) => void;
  /** An empty slot books there (the dashboard's wizard), as in the day and week views. */
  onSlotPress?: (slot: SlotPress) => void;
}

/**
 * The 7-day quick view with its own week's data, cached 5 minutes per range (SPEC.md §9). The
 * week is read with useSuspenseQuery inside the open dialog's body (its own boundary: the dialog
 * never remounts, so focus stays in it): the loading text there, and on failure the dashboard's
 * appointments instead (SPEC.md §8).
 */
export function QuickViewContainer({
  weekStart,
  fallbackAppointments,
  showCancelled = false,
  ...props
}: QuickViewContainerProps) {
  return (
    <QuickView
      {...props}
      weekStart={weekStart}
      renderBody={(grid) => (
        // One boundary per week: a failed week must not hold the next one's fallback.
        <QueryBoundary
          key={weekStart.toString()}
          loading={<Spinner label={t('loadingAppointments')} />}
          failure={() => grid(fallbackAppointments)}
        >
          <QuickViewWeek weekStart={weekStart}>
            {(appointments) => grid(withCancelled(appointments, showCancelled))}
          </QuickViewWeek>
        </QueryBoundary>
      )}
    />
  );
}

function QuickViewWeek({
  weekStart,
  children,
}: {
  weekStart: Temporal.PlainDate;
  children: (appointments: readonly NormalisedAppointment[]) => ReactNode;
}) {
  const week = useSuspenseQuery(
    quickViewCalendarQueryOptions(useApi(), {
      ...quickViewRange(weekStart),
      hairdresserId: null,
      status: null,
    }),
  );
  return children(week.data);
}
