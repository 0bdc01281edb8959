import type { SalonRow } from './catalog-data.ts';

/**
 * A small LRU of serialized answers keyed on the salon's data_version (bumped by database
 * triggers on every write to its bookings and catalog). A stale entry can never be served: a
 * write changes the version, so the key changes; several processes stay correct because the
 * version is read from the database on every request.
 */
export class VersionedCache {
  private readonly entries = new Map<string, string>();
  private readonly max: number;

  constructor(max = 200) {
    this.max = max;
  }

  key(salon: SalonRow, ...parts: unknown[]): string {
    return [
      salon.id,
      salon.createdAt.getTime(),
      salon.dataVersion,
      salon.openingHours ?? '',
      ...parts,
    ].join('|');
  }

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: string): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.max)
      this.entries.delete(this.entries.keys().next().value as string);
  }
}
