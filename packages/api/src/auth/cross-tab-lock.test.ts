import { describe, expect, it } from 'vitest';
import { refreshLockName } from '../constants.ts';
import { createCrossTabLock, createInTabLock, type LockManagerLike } from './cross-tab-lock.ts';

describe('cross-tab lock', () => {
  it('uses the Web Locks API when present, exclusively, under the refresh lock name', async () => {
    const calls: unknown[][] = [];
    const locks: LockManagerLike = {
      request: (name, options, callback) => {
        calls.push([name, options]);
        return callback();
      },
    };
    const lock = createCrossTabLock({ locks });
    await expect(lock(async () => 'done')).resolves.toBe('done');
    expect(calls).toEqual([[refreshLockName, { mode: 'exclusive' }]]);
  });

  it('falls back to an in-tab mutex without Web Locks', async () => {
    const lock = createCrossTabLock({ locks: undefined });
    const order: string[] = [];
    const slow = lock(async () => {
      order.push('a:start');
      await new Promise((r) => setTimeout(r, 10));
      order.push('a:end');
    });
    const fast = lock(async () => {
      order.push('b');
    });
    await Promise.all([slow, fast]);
    expect(order).toEqual(['a:start', 'a:end', 'b']);
  });

  it('the mutex keeps going after a task fails', async () => {
    const lock = createInTabLock();
    await expect(lock(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(lock(async () => 1)).resolves.toBe(1);
  });
});
