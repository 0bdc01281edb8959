import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { AuthEvents } from '@agendina/api';
import { MessageDialog } from '@agendina/ui';

export const sessionExpiredTitle = 'Sessione scaduta';
export const sessionExpiredMessage =
  "La tua sessione è scaduta. Accedi di nuovo per continuare a gestire l'abbonamento.";

/**
 * SPEC.md §8: when the session ends while /subscription is open (a refused refresh, a revoked
 * token) this alert says so first; its button, or Escape, goes to /login. The app-wide listener
 * leaves this page alone for that (auth/session-end.ts). Local auth is already cleared.
 */
export function SessionExpiredAlert({
  events,
  hasEnded,
}: {
  events: AuthEvents;
  /** Whether the session is already gone: it can end while the page's code is still loading. */
  hasEnded: () => boolean;
}) {
  const [expired, setExpired] = useState(hasEnded);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // A subscription to the auth layer's events, dropped when the page closes.
  useEffect(
    () => events.subscribe((event) => event.type === 'force-logout' && setExpired(true)),
    [events],
  );

  const goToLogin = async () => {
    await navigate({ to: '/login', replace: true });
    // After leaving: clearing first would make this page fetch again without a session.
    queryClient.clear();
  };

  return (
    <MessageDialog
      type="warning"
      title={sessionExpiredTitle}
      message={sessionExpiredMessage}
      closeLabel="Vai all'accesso"
      isOpen={expired}
      onOpenChange={(open) => {
        if (!open) void goToLogin();
      }}
    />
  );
}
