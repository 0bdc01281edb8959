import { useBookingLauncher } from '../booking/BookingLauncher.tsx';
import { visitEditOpening } from '../booking/visit-edit.ts';
import type { AppointmentView } from './use-appointment-actions.ts';

/**
 * «Modifica appuntamento» wherever the details show (the calendar's dialog, /appuntamento/{id}):
 * the one booking wizard of the app, opened in edit mode on the visit. `beforeOpen` lets a dialog
 * close first (one dialog at a time). Undefined outside the launcher: the button is left out.
 */
export function useEditVisit(
  beforeOpen?: () => void,
): ((view: AppointmentView) => void) | undefined {
  const launch = useBookingLauncher();
  if (!launch) return undefined;
  return (view) => {
    const edit = visitEditOpening(view.appointment, view.group);
    if (edit === null) return;
    beforeOpen?.();
    launch({ edit });
  };
}
