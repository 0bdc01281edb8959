import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, cachedReply, VersionedCache } from './read-cache.ts';

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
    const cache = new VersionedCache(2);
    const entry = cache.set('a', '{"città":"Bologna"}');
    cache.set('b', '{}');
    expect(cache.get('a')).toBe(entry);
    cache.set('c', '{}');
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
