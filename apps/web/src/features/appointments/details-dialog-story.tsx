import { StoryHarness } from '../booking/story-support.tsx';
import { BookingLauncherProvider } from '../booking/BookingLauncher.tsx';
import {
  AppointmentDetailsDialog,
  type AppointmentDetailsDialogProps,
} from './AppointmentDetailsDialog.tsx';

/**
 * The appointment detail dialog inside the stories' app harness (router, query, clock) and the
 * app's booking launcher, as in the staff app: «Modifica appuntamento» opens the wizard on the visit.
 */
export function DetailsDialogStory(props: AppointmentDetailsDialogProps) {
  return (
    <StoryHarness>
      <BookingLauncherProvider>
        <AppointmentDetailsDialog {...props} />
      </BookingLauncherProvider>
    </StoryHarness>
  );
}
