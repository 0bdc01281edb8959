import { MessageDialog, ToastRegion } from '@agendina/ui';
import type { Reschedule } from './use-reschedule.ts';

/** The answers of a move: the "Annulla" toasts, and the refusal of a drag in an alert dialog. */
export function RescheduleFeedback({ reschedule }: { reschedule: Reschedule }) {
  return (
    <>
      <ToastRegion queue={reschedule.toasts} />
      <MessageDialog
        type="error"
        isOpen={reschedule.alert !== null}
        onOpenChange={(open) => {
          if (!open) reschedule.dismissAlert();
        }}
        message={reschedule.alert}
      />
    </>
  );
}
