import { StoryHarness } from '../booking/story-support.tsx';
import {
  AppointmentDetailsDialog,
  type AppointmentDetailsDialogProps,
} from './AppointmentDetailsDialog.tsx';

/** The appointment detail dialog inside the stories' app harness (router, query, clock). */
export function DetailsDialogStory(props: AppointmentDetailsDialogProps) {
  return (
    <StoryHarness>
      <AppointmentDetailsDialog {...props} />
    </StoryHarness>
  );
}
