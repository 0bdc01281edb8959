import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  changePasswordMutation,
  describePasswordChangeError,
  logoutAllDevicesMutation,
  sessionInfoQueryOptions,
} from '@agendina/api';
import { sessionStore } from '../../lib/api.ts';
import { useApi } from '../../lib/router-context.ts';
import { SecuritySettingsDialog } from './SecuritySettingsDialog.tsx';
import type { SessionsState } from './SessionsSummary.tsx';

/** The security dialog wired to the API; after a password change or logout-all, to /login. */
export function SecuritySettings({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const sessions = useQuery({ ...sessionInfoQueryOptions(api), enabled: isOpen });
  const changePassword = useMutation(changePasswordMutation(api));
  const logoutAll = useMutation(logoutAllDevicesMutation(api));

  const signOut = () => {
    sessionStore.logout();
    onOpenChange(false);
    void navigate({ to: '/login', replace: true });
  };

  const sessionsState: SessionsState = sessions.isSuccess
    ? { status: 'ready', info: sessions.data }
    : sessions.isError
      ? { status: 'error' }
      : { status: 'loading' };

  return (
    <SecuritySettingsDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      sessions={sessionsState}
      password={{
        isSubmitting: changePassword.isPending,
        failure: changePassword.isError ? describePasswordChangeError(changePassword.error) : null,
        onSubmit: (body) => changePassword.mutate(body, { onSuccess: signOut }),
      }}
      isLoggingOutAll={logoutAll.isPending}
      logoutAllFailure={
        logoutAll.isError ? 'Impossibile uscire da tutti i dispositivi. Riprova più tardi.' : null
      }
      onLogoutAll={() => logoutAll.mutate(undefined, { onSuccess: signOut })}
    />
  );
}
