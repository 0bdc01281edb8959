import { describe, expect, it } from 'vitest';
import { intentKey, newIdempotencyKey } from './idempotency-key.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a version 4 UUID', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });

  it('needs only getRandomValues: it works where randomUUID is missing (http, not a secure context)', () => {
    const insecure = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    } as Pick<Crypto, 'getRandomValues'>;
    expect('randomUUID' in insecure).toBe(false);
    expect(newIdempotencyKey(insecure)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('differs from one call to the next', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
  });
});

describe('intentKey', () => {
  it('gives the same key to every try of one intent', () => {
    const intent = intentKey();
    const first = intent.current();
    expect(intent.current()).toBe(first);
    expect(intent.current()).toBe(first);
  });

  it('makes the key on first use, not before', () => {
    let made = 0;
    const intent = intentKey(() => `k${++made}`);
    expect(made).toBe(0);
    expect(intent.current()).toBe('k1');
    expect(made).toBe(1);
  });

  it('starts a new intent with a new key after a success', () => {
    let made = 0;
    const intent = intentKey(() => `k${++made}`);
    expect(intent.current()).toBe('k1');
    intent.done();
    expect(intent.current()).toBe('k2');
    expect(intent.current()).toBe('k2');
  });
});
