import { constants, gzipSync } from 'node:zlib';
import type { SerializedReply } from './types.ts';

declare const jsonOf: unique symbol;

/** A serialized `T`, as UTF-8 bytes, and its gzip form once a caller asked for it. */
export interface CachedJson<T> {
  readonly identity: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  /** Phantom: what the bytes are the JSON of, so only a handler answering a `T` can send them. */
  readonly [jsonOf]?: T;
}

/**
 * A small LRU of serialized answers keyed on the salon's data_version (bumped by database
 * triggers on every write to its bookings and catalog). A stale entry can never be served: a
 * write changes the version, so the key changes; several processes stay correct because the
 * version is read from the database on every request.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, CachedJson<T>>();
  /** The answers being computed, so the requests that miss one key together compute it once. */
  private readonly loading = new Map<string, Promise<CachedJson<T>>>();
  private readonly max: number;

  constructor(max = 200) {
    this.max = max;
  }

  /** The key of an answer: the salon's stamp (salonStamp) and what else the answer depends on. */
  key(stamp: string, ...parts: unknown[]): string {
    return [stamp, ...parts].join('|');
  }

  get(key: string): CachedJson<T> | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /**
   * The entry of `key`, computed by `compute` when it is missing. Every write changes the key,
   * and all the requests that come before the new answer is ready would each compute it (20
   * readers and 5 writes a second: a week of 2,000 appointments read 20 times over, one after
   * the other on PGlite's single session): they wait for the one computation instead, and share
   * its failure too (decision 0073).
   */
  load(key: string, compute: () => Promise<T>): Promise<CachedJson<T>> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    let pending = this.loading.get(key);
    if (pending === undefined) {
      pending = compute()
        .then((value) => this.set(key, value))
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Keeps the answer as JSON bytes: encoding a week of 2,000 appointments (1 MB) costs a millisecond a request. */
  set(key: string, value: T): CachedJson<T> {
    const entry: CachedJson<T> = { identity: Buffer.from(JSON.stringify(value), 'utf8') };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.max)
      this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }
}

/** What a salon's cached answers depend on (the salon row's columns of these names). */
export interface SalonVersion {
  id: number;
  createdAt: Date;
  dataVersion: number;
  openingHours: string | null;
}

/**
 * What a cached answer of a salon depends on besides the request: the salon (and its creation,
 * so a recreated id never meets old entries), its data_version and its opening hours.
 */
export function salonStamp(salon: SalonVersion): string {
  return [salon.id, salon.createdAt.getTime(), salon.dataVersion, salon.openingHours ?? ''].join(
    '|',
  );
}

/** True when the Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The 200 of a cached answer: gzip when the caller accepts it (browsers always do; a week's
 * calendar of 2,000 appointments goes from 1.09 MB to 46 kB), compressed once per entry at the
 * fastest level.
 */
export function cachedReply<T>(
  entry: CachedJson<T>,
  acceptEncoding: string | null,
): SerializedReply<T> {
  if (!acceptsGzip(acceptEncoding))
    return { status: 200, json: entry.identity, headers: { Vary: 'Accept-Encoding' } };
  entry.gzip ??= gzipSync(entry.identity, { level: constants.Z_BEST_SPEED });
  return {
    status: 200,
    json: entry.gzip,
    headers: { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' },
  };
}
