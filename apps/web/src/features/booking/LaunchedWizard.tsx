import { Temporal } from 'temporal-polyfill';
import { nextQuarterHour } from '@agendina/scheduling';
import type { BookingRequest } from './BookingLauncher.tsx';
import { NewAppointmentWizard, type NewAppointmentWizardProps } from './NewAppointmentWizard.tsx';

export interface LaunchedWizardProps extends Pick<
  NewAppointmentWizardProps,
  'isOpen' | 'onOpenChange' | 'onCreated'
> {
  request: BookingRequest;
  /** The salon's clock (local ISO): a request without a start books from the next quarter. */
  now: string;
}

/**
 * The launcher's wizard, in the chunk loaded on the first opening: it carries the Temporal
 * polyfill and the wizard, which the pages under the launcher otherwise do without.
 */
export function LaunchedWizard({ request, now, ...props }: LaunchedWizardProps) {
  const { edit } = request;
  if (edit)
    return (
      <NewAppointmentWizard
        {...props}
        initialDateTime={edit.start}
        initialOperatorId={null}
        prefill={{ client: edit.edit.client, blocks: edit.blocks, notes: edit.notes }}
        edit={edit.edit}
      />
    );
  return (
    <NewAppointmentWizard
      {...props}
      initialDateTime={request.start ?? nextQuarterHour(Temporal.PlainDateTime.from(now))}
      initialOperatorId={request.operatorId ?? null}
      prefill={{ client: request.client ?? null, serviceIds: request.serviceIds ?? [] }}
    />
  );
}
