/**
 * What the auth layer tells the app: the web app subscribes once (in its root route) and
 * navigates; the api package never navigates itself.
 */
export type AuthEvent =
  | {
      /** Local auth was cleared because the session cannot continue: go to /login. */
      type: 'force-logout';
      reason: 'refresh-failed' | 'token-revoked' | 'session-expired';
    }
  | {
      /** A 403: local auth was cleared; go to /login (SPEC.md §4). */
      type: 'redirect';
      to: '/login';
      reason: 'forbidden';
    };

export type AuthEventListener = (event: AuthEvent) => void;

export interface AuthEvents {
  emit: (event: AuthEvent) => void;
  /** Returns the function that unsubscribes. */
  subscribe: (listener: AuthEventListener) => () => void;
}

export function createAuthEvents(): AuthEvents {
  const listeners = new Set<AuthEventListener>();
  return {
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
