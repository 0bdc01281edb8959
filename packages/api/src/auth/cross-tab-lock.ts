import { refreshLockName } from '../constants.ts';

/** Runs a task while holding a lock shared by every tab of the origin. */
export type CrossTabLock = <T>(task: () => Promise<T>) => Promise<T>;

/** The part of the Web Locks API the lock uses (navigator.locks in the browser). */
export interface LockManagerLike {
  request: <T>(
    name: string,
    options: { mode: 'exclusive' },
    callback: () => Promise<T>,
  ) => Promise<T>;
}

/** One tab's mutex: tasks run one after another in the order they asked. */
export function createInTabLock(): CrossTabLock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

const browserLocks = (): LockManagerLike | undefined => {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return typeof locks?.request === 'function' ? locks : undefined;
};

/**
 * The lock around a token refresh. With Web Locks (every current browser) only one tab
 * refreshes at a time, so two tabs never race a rotation. Without it (very old browsers,
 * Node without a navigator) it falls back to the in-tab mutex; the refresh queue then relies
 * on re-reading the store after a failed refresh to adopt a token another tab rotated.
 */
export function createCrossTabLock({
  name = refreshLockName,
  locks = browserLocks(),
}: { name?: string; locks?: LockManagerLike | undefined } = {}): CrossTabLock {
  if (!locks) return createInTabLock();
  return (task) => locks.request(name, { mode: 'exclusive' }, task);
}
