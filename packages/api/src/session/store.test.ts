import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../constants.ts';
import { createMemoryStorage, createSessionStore, sessionWarnings } from './store.ts';
import { makeToken } from './token.ts';

const nowSeconds = 1_750_000_000;
const valid = makeToken({ sub: '1', email: 'anna@salone.it', exp: nowSeconds + 600 });
const refresh = makeToken({ sub: '1', exp: nowSeconds + 86_400 });
const expired = makeToken({ sub: '1', exp: nowSeconds - 1 });

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const logger = { warn: vi.fn() };
  const store = createSessionStore({ storage, now: () => nowSeconds * 1000, logger });
  return { storage, logger, store };
}

const signedIn = {
  [storageKeys.token]: valid,
  [storageKeys.refreshToken]: refresh,
  [storageKeys.user]: JSON.stringify({ id: 1, email: 'anna@salone.it', role: 'USER' }),
};

describe('session store: saving tokens', () => {
  it('stores well-formed tokens under the SPEC.md §9 keys', () => {
    const { store, storage } = setup();
    store.setToken(valid);
    store.setRefreshToken(refresh);
    expect(storage.snapshot()).toEqual({ auth_token: valid, auth_refresh_token: refresh });
  });

  it("throws 'Invalid token format' / 'Invalid refresh token format' and stores nothing", () => {
    const { store, storage } = setup();
    expect(() => store.setToken('not.a.token')).toThrow('Invalid token format');
    expect(() => store.setRefreshToken('nope')).toThrow('Invalid refresh token format');
    expect(() => store.saveSession({ token: valid, refreshToken: 'x.y.z' })).toThrow(
      'Invalid refresh token format',
    );
    expect(() => store.saveSession({ token: 'bad', refreshToken: refresh })).toThrow(
      'Invalid token format',
    );
    expect(storage.snapshot()).toEqual({});
  });

  it('saves a whole session with a sanitised user', () => {
    const { store } = setup();
    store.saveSession({
      token: valid,
      refreshToken: refresh,
      user: { id: 3, email: 'a@b.it', name: '<script>x</script>Ada', role: 'ADMIN', extra: [1] },
    });
    expect(store.getToken()).toBe(valid);
    expect(store.getRefreshToken()).toBe(refresh);
    expect(store.getUser()).toEqual({
      id: 3,
      email: 'a@b.it',
      name: 'Ada',
      role: 'ADMIN',
      extra: [1],
    });
  });
});

describe('session store: reading', () => {
  it.each([storageKeys.token, storageKeys.refreshToken])(
    'a malformed %s found on read clears token, refresh token and user',
    (key) => {
      const { store, storage, logger } = setup({ ...signedIn, [key]: 'tampered' });
      expect(key === storageKeys.token ? store.getToken() : store.getRefreshToken()).toBeNull();
      expect(storage.snapshot()).toEqual({});
      expect(logger.warn).toHaveBeenCalledWith(sessionWarnings.invalidToken);
    },
  );

  it('sanitises a hostile user record on read as well', () => {
    const { store } = setup({
      [storageKeys.user]: JSON.stringify({
        email: 'x@y.it',
        name: '<img onerror=alert(1)>',
        role: 'javascript:ADMIN',
        note: '<b>',
      }),
    });
    expect(store.getUser()).toEqual({
      email: 'x@y.it',
      name: '<img alert(1)>',
      role: 'ADMIN',
      note: '<b>',
    });
  });

  it('warns and returns null for an unreadable user record', () => {
    for (const raw of ['{', '"text"', '[1]', 'null']) {
      const { store, logger } = setup({ [storageKeys.user]: raw });
      expect(store.getUser()).toBeNull();
      expect(logger.warn).toHaveBeenCalledWith(sessionWarnings.userParse, expect.anything());
    }
  });
});

describe('session store: expiry and authentication (SPEC.md §4)', () => {
  it('is authenticated with a valid token', () => {
    expect(setup(signedIn).store.isAuthenticated()).toBe(true);
  });

  it('an expired token clears access token and user, keeps the refresh token, and warns', () => {
    const { store, storage, logger } = setup({ ...signedIn, [storageKeys.token]: expired });
    expect(store.isAuthenticated()).toBe(false);
    expect(storage.snapshot()).toEqual({ auth_refresh_token: refresh });
    expect(logger.warn).toHaveBeenCalledWith(sessionWarnings.tokenExpired);
  });

  it('a token without exp counts as expired', () => {
    const { store, logger } = setup({ [storageKeys.token]: makeToken({ sub: '1' }) });
    expect(store.isTokenExpired(makeToken({ sub: '1' }))).toBe(true);
    expect(store.isAuthenticated()).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(sessionWarnings.tokenExpired);
  });

  it('an undecodable token counts as expired, with a warning', () => {
    const { store, logger } = setup();
    expect(store.isTokenExpired('a.b.c')).toBe(true);
    expect(logger.warn).toHaveBeenCalledWith(sessionWarnings.payloadDecode);
  });

  it('compares with the clock in whole seconds', () => {
    const token = makeToken({ sub: '1', exp: nowSeconds });
    let now = nowSeconds * 1000 - 1;
    const store = createSessionStore({
      storage: createMemoryStorage(),
      now: () => now,
      logger: { warn() {} },
    });
    expect(store.isTokenExpired(token)).toBe(false);
    now += 1;
    expect(store.isTokenExpired(token)).toBe(true);
  });

  it('is not authenticated without a token', () => {
    expect(setup().store.isAuthenticated()).toBe(false);
  });
});

describe('session store: roles (SPEC.md §6)', () => {
  const withRole = (role: unknown) =>
    setup({ [storageKeys.user]: JSON.stringify(role === undefined ? { id: 1 } : { role }) }).store;

  it('isAdmin only for ADMIN; USER when the role is missing', () => {
    expect(withRole('ADMIN').isAdmin()).toBe(true);
    expect(withRole('USER').isAdmin()).toBe(false);
    expect(withRole('admin').isAdmin()).toBe(false);
    expect(withRole(undefined).role()).toBe('USER');
    expect(withRole('').role()).toBe('USER');
    expect(setup().store.role()).toBe('USER');
    expect(setup().store.isAdmin()).toBe(false);
  });

  it('isAdmin is true for no role other than ADMIN (property)', () => {
    fc.assert(
      fc.property(fc.string(), (role) => {
        expect(withRole(role).isAdmin()).toBe(role === 'ADMIN');
      }),
    );
  });
});

describe('session store: logout and remember', () => {
  it('logout without the remember flag also forgets the last e-mail', () => {
    const { store, storage } = setup(signedIn);
    store.rememberLogin('anna@salone.it', false);
    store.logout();
    expect(storage.snapshot()).toEqual({});
  });

  it('logout with the remember flag keeps the last e-mail and the flag', () => {
    const { store, storage } = setup(signedIn);
    store.rememberLogin('anna@salone.it', true);
    store.logout();
    expect(storage.snapshot()).toEqual({
      auth_last_email: 'anna@salone.it',
      auth_remember: 'true',
    });
    expect(store.isRemembered()).toBe(true);
    expect(store.getLastEmail()).toBe('anna@salone.it');
  });

  it('clearAuth leaves remember, last e-mail and pending verification alone', () => {
    const { store, storage } = setup(signedIn);
    store.rememberLogin('a@b.it', false);
    store.setPendingVerification('new@b.it', 9);
    store.clearAuth();
    expect(storage.snapshot()).toEqual({
      auth_last_email: 'a@b.it',
      auth_email_verification_required: 'true',
      auth_pending_verification_email: 'new@b.it',
      auth_pending_verification_user_id: '9',
    });
  });
});

describe('session store: pending verification', () => {
  it('keeps the flag, e-mail and user id until cleared', () => {
    const { store, storage } = setup();
    expect(store.isVerificationPending()).toBe(false);
    store.setPendingVerification('new@b.it', 9);
    expect(store.isVerificationPending()).toBe(true);
    expect(store.getPendingVerification()).toEqual({ email: 'new@b.it', userId: '9' });
    store.clearPendingVerification();
    expect(storage.snapshot()).toEqual({});
    expect(store.getPendingVerification()).toEqual({ email: null, userId: null });
  });
});
