/** What the route guards need to know about the signed-in user (SPEC.md §6). */
export interface AccessSubject {
  /**
   * Before a guard decides: an expired access token with a valid refresh token is refreshed,
   * so a returning user is not sent to /login for a token the API would renew anyway.
   */
  ensureFreshSession(): Promise<void>;
  /** False also when the stored token is malformed or expired (the store then clears it). */
  isAuthenticated(): boolean;
  isAdmin(): boolean;
  digitalCashEnabled(): boolean;
}

/**
 * The kinds of route of SPEC.md §2's route table:
 * - guest: /login, /signup, /verify-email
 * - auth: every page that needs a login
 * - dashboard: /dashboard (an ADMIN goes to /admin instead)
 * - admin: /admin/*
 * - cash: /cassa/* (digital cash enabled only)
 */
export type AccessKind = 'guest' | 'auth' | 'dashboard' | 'admin' | 'cash';

export type AccessRedirect = '/login' | '/dashboard' | '/admin';

/** Where a guard sends the user instead, or null when the route may open. */
export function accessRedirect(kind: AccessKind, subject: AccessSubject): AccessRedirect | null {
  const signedIn = subject.isAuthenticated();
  if (kind === 'guest') return signedIn ? homeOf(subject) : null;
  if (!signedIn) return '/login';
  switch (kind) {
    case 'auth':
      return null;
    case 'dashboard':
      return subject.isAdmin() ? '/admin' : null;
    case 'admin':
      return subject.isAdmin() ? null : '/dashboard';
    case 'cash':
      return subject.digitalCashEnabled() ? null : '/dashboard';
  }
}

/** Where a signed-in user belongs: /admin for ADMIN, /dashboard otherwise. */
export function homeOf(subject: Pick<AccessSubject, 'isAdmin'>): '/admin' | '/dashboard' {
  return subject.isAdmin() ? '/admin' : '/dashboard';
}
