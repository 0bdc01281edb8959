import { useMutation } from '@tanstack/react-query';
import { describeErrorText, resolveCallbackMutation } from '@agendina/api';
import { useApi } from '../../lib/router-context.ts';
import { ResolveCallbackDialog } from './ResolveCallbackDialog.tsx';

export interface ResolveRequestProps {
  /** The assistance request (callback) to close. */
  requestId: number;
  clientLabel: string;
  /** Called on cancel and after the request is resolved. */
  onClose: () => void;
}

/** Asks for the notes and resolves one assistance request; a failure keeps the dialog open. */
export function ResolveRequest({ requestId, clientLabel, onClose }: ResolveRequestProps) {
  const api = useApi();
  const resolve = useMutation(resolveCallbackMutation(api));
  const failure = resolve.isError ? describeErrorText(resolve.error) : null;
  return (
    <ResolveCallbackDialog
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      clientLabel={clientLabel}
      isResolving={resolve.isPending}
      failure={failure}
      onResolve={(notes) =>
        resolve.mutate({ id: requestId, ...(notes ? { notes } : {}) }, { onSuccess: onClose })
      }
    />
  );
}
