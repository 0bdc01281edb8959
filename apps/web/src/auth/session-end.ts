import type { AuthEvent } from '@agendina/api';

/**
 * SPEC.md §8: on /subscription an expired session is first said in an alert, then the user goes
 * to /login. The page shows that alert itself (it listens to the same auth events while it is
 * open), so the app-wide listener leaves it there instead of navigating at once.
 */
export const pathsThatAlertExpiry: readonly string[] = ['/subscription'];

/** Whether the app-wide listener should wait for the page's alert instead of going to /login. */
export const alertsBeforeLogin = (event: AuthEvent, pathname: string): boolean =>
  event.type === 'force-logout' && pathsThatAlertExpiry.includes(pathname);
