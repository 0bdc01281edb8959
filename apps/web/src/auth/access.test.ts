import { describe, expect, it } from 'vitest';
import { accessRedirect, type AccessKind, type AccessSubject } from './access.ts';

const subject = (signedIn: boolean, admin = false, cash = false): AccessSubject => ({
  ensureFreshSession: async () => {},
  isAuthenticated: () => signedIn,
  isAdmin: () => admin,
  digitalCashEnabled: () => cash,
});

const guest = subject(false);
const user = subject(true);
const cashUser = subject(true, false, true);
const admin = subject(true, true);

describe('accessRedirect (SPEC.md §6)', () => {
  it.each<[AccessKind, AccessSubject, string | null]>([
    ['guest', guest, null],
    ['guest', user, '/dashboard'],
    ['guest', admin, '/admin'],
    ['auth', guest, '/login'],
    ['auth', user, null],
    ['auth', admin, null],
    ['dashboard', guest, '/login'],
    ['dashboard', user, null],
    ['dashboard', admin, '/admin'],
    ['admin', guest, '/login'],
    ['admin', user, '/dashboard'],
    ['admin', admin, null],
    ['cash', guest, '/login'],
    ['cash', user, '/dashboard'],
    ['cash', cashUser, null],
  ])('%s route for %o goes to %s', (kind, who, expected) => {
    expect(accessRedirect(kind, who)).toBe(expected);
  });
});
