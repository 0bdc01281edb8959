import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, cachedReply, salonStamp, VersionedCache } from './read-cache.ts';

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as browsers and tools send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, deflate')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});

describe('VersionedCache and cachedReply', () => {
  it('keeps the newest entries and answers gzip or identity with the same bytes inside', () => {
    const cache = new VersionedCache<Record<string, string>>(2);
    const entry = cache.set('a', { città: 'Bologna' });
    cache.set('b', {});
    expect(cache.get('a')).toBe(entry);
    cache.set('c', {});
    // 'a' was read last, so 'b' is the one that goes.
    expect(cache.get('b')).toBeUndefined();
    const plain = cachedReply(entry, null);
    expect(plain.headers).toEqual({ Vary: 'Accept-Encoding' });
    expect(Buffer.from(plain.json as Uint8Array).toString('utf8')).toBe('{"città":"Bologna"}');
    const zipped = cachedReply(entry, 'gzip');
    expect(zipped.headers).toEqual({ 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    expect(gunzipSync(zipped.json as Uint8Array).toString('utf8')).toBe('{"città":"Bologna"}');
    // Compressed once per entry.
    expect(cachedReply(entry, 'gzip').json).toBe(zipped.json);
  });
});

describe('VersionedCache.load', () => {
  it('computes a missing answer once for all the requests that wait for it together', async () => {
    const cache = new VersionedCache<{ week: number }>();
    let computed = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      computed++;
      await gate;
      return { week: 11 };
    };
    const waiting = Array.from({ length: 20 }, () => cache.load('v1', compute));
    release();
    const entries = await Promise.all(waiting);
    expect(computed).toBe(1);
    expect(new Set(entries).size).toBe(1);
    expect(Buffer.from(entries[0]?.identity as Uint8Array).toString('utf8')).toBe('{"week":11}');
    // Once kept, a later request reads it without computing; a new key computes again.
    expect(await cache.load('v1', compute)).toBe(entries[0]);
    await cache.load('v2', compute);
    expect(computed).toBe(2);
  });

  it('gives a failure to every request that waited, and the next request tries again', async () => {
    const cache = new VersionedCache<string>();
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('database down');
    };
    const both = [cache.load('k', failing), cache.load('k', failing)];
    for (const one of both) await expect(one).rejects.toThrow('database down');
    expect(calls).toBe(1);
    const entry = await cache.load('k', async () => 'ok');
    expect(Buffer.from(entry.identity).toString('utf8')).toBe('"ok"');
  });
});

describe('salonStamp', () => {
  it('changes with the data version and the opening hours, so no stale answer is served', () => {
    const salon = {
      id: 7,
      createdAt: new Date('2026-01-05T10:00:00Z'),
      dataVersion: 41,
      openingHours: null,
    };
    const cache = new VersionedCache<unknown>();
    const key = cache.key(salonStamp(salon), '2030-03-11', '2030-03-17');
    expect(cache.key(salonStamp({ ...salon }), '2030-03-11', '2030-03-17')).toBe(key);
    expect(
      cache.key(salonStamp({ ...salon, dataVersion: 42 }), '2030-03-11', '2030-03-17'),
    ).not.toBe(key);
    expect(
      cache.key(
        salonStamp({ ...salon, openingHours: '{"monday":[]}' }),
        '2030-03-11',
        '2030-03-17',
      ),
    ).not.toBe(key);
    expect(cache.key(salonStamp(salon), '2030-03-18', '2030-03-24')).not.toBe(key);
  });
});
