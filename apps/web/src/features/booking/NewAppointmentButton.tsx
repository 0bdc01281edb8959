import { useQueryClient } from '@tanstack/react-query';
import { Temporal } from 'temporal-polyfill';
import { currentUserQueryOptions } from '@agendina/api';
import { nextQuarterHour, rangesOn, weeklyHoursOrNull, type Id } from '@agendina/scheduling';
import { Button } from '@agendina/ui';
import { useApi, useClock } from '../../lib/router-context.ts';
import { useBookingLauncher } from './BookingLauncher.tsx';

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
  const clock = useClock();
  const api = useApi();
  const queryClient = useQueryClient();
  if (!open) return null;
  const start = async () => {
    const now = Temporal.PlainDateTime.from(clock());
    if (date.equals(now.toPlainDate())) return nextQuarterHour(now);
    // The salon's hours (cached by the calendar): another day starts at its opening.
    const me = await queryClient.ensureQueryData(currentUserQueryOptions(api)).catch(() => null);
    const hours = weeklyHoursOrNull(me?.openingHours);
    const first = hours ? rangesOn(hours, date)[0]?.startMinute : undefined;
    return date.toPlainDateTime().add({ minutes: first ?? FALLBACK_OPENING_MINUTE });
  };
  return (
    <Button
      variant="primary"
      onPress={() => void start().then((at) => open({ start: at, operatorId }))}
    >
      Nuovo appuntamento
    </Button>
  );
}
