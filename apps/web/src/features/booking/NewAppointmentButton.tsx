import { useQuery } from '@tanstack/react-query';
import { Temporal } from 'temporal-polyfill';
import { currentUserQueryOptions } from '@agendina/api';
import { rangesOn, weeklyHoursOrNull, type Id } from '@agendina/scheduling';
import { Button } from '@agendina/ui';
import { useApi, useClock } from '../../lib/router-context.ts';
import { nextQuarterHour, useBookingLauncher } from './BookingLauncher.tsx';

/** Without hours the calendar opens at 8:00 (SPEC.md §9): so does a booking on another day. */
const FALLBACK_OPENING_MINUTE = 8 * 60;

export interface NewAppointmentButtonProps {
  /** The day the calendar shows: today books from now, another day from its opening. */
  date: Temporal.PlainDate;
  operatorId?: Id | null;
}

/** "Nuovo appuntamento": the wizard without a slot to press (the calendar card's header). */
export function NewAppointmentButton({ date, operatorId = null }: NewAppointmentButtonProps) {
  const open = useBookingLauncher();
  const now = Temporal.PlainDateTime.from(useClock()());
  const openingHours = useQuery(currentUserQueryOptions(useApi())).data?.openingHours;
  if (!open) return null;
  const start = () => {
    if (date.equals(now.toPlainDate())) return nextQuarterHour(now);
    const hours = weeklyHoursOrNull(openingHours);
    const first = hours ? rangesOn(hours, date)[0]?.startMinute : undefined;
    return date.toPlainDateTime().add({ minutes: first ?? FALLBACK_OPENING_MINUTE });
  };
  return (
    <Button variant="primary" onPress={() => open({ start: start(), operatorId })}>
      Nuovo appuntamento
    </Button>
  );
}
