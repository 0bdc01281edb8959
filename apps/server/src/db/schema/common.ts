import { bigint, date, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A bigint identity primary key read as a JS number (ids are int64 in the contract, safe integers here). */
export const idColumn = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A bigint foreign key column read as a JS number. */
export const ref = (name: string) => bigint(name, { mode: 'number' });

/** A reference to the row this one is part of: required, and deleted with it. */
export const partOf = (name: string, target: () => AnyPgColumn) =>
  ref(name).notNull().references(target, { onDelete: 'cascade' });

/** An instant (RFC 3339 with offset in the API). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A salon-local wall-clock time without zone (appointment times, SPEC.md §7). */
export const wallClock = (name: string) => timestamp(name, { withTimezone: false, mode: 'string' });

/** A calendar day, read as its 'YYYY-MM-DD' text (dates in the API), never as a JS Date. */
export const calendarDay = (name: string) => date(name, { mode: 'string' });
