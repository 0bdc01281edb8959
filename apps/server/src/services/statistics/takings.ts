// The takings of both periods from the cash desk's receipts, defined as the cash report
// (services/cash/report.ts) defines them: a sale on the salon day it was issued, voided
// receipts never, a refund (negative) on the day it was made, on its line's operator, category
// and service. Summed by the database, per day and per (operator, category, service).
import { and, between, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import {
  hairdressers,
  receiptLines,
  receipts,
  refundLines,
  refunds,
} from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { salonMidnight } from '../cash/salon-day.ts';
import { both } from './period.ts';
import type { Periods, Which } from './period.ts';

/** A sum of integer cents (a bigint to PostgreSQL), read as a number. */
const cents = (column: SQL | AnyPgColumn, condition: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)`.mapWith(Number);

/** The salon day of an instant, as a date (the zone written in: GROUP BY reads it as selected). */
const dayOf = (column: AnyPgColumn) =>
  sql`(${column} at time zone ${sql.raw(`'${DEFAULT_TIME_ZONE}'`)})::date`;

/** The instants of the period `which`'s salon days. */
const issuedIn = (column: AnyPgColumn, periods: Periods, which: Which) =>
  and(
    gte(column, salonMidnight(periods[which].first.toString())),
    lt(column, salonMidnight(periods[which].last.toString(), 1)),
  ) as SQL;

/** The instants of both periods' salon days. */
const inBoth = (column: AnyPgColumn, periods: Periods) =>
  and(
    gte(column, salonMidnight(periods.previous.first.toString())),
    lt(column, salonMidnight(periods.current.last.toString(), 1)),
  ) as SQL;

/** Sales less refunds of one (operator, category, service) in each period; null: none there. */
export interface LineTakings {
  hairdresserId: number | null;
  category: string | null;
  serviceId: number | null;
  current: number | null;
  previous: number | null;
}

export interface Takings {
  /** Sales per salon day (receipts issued and not voided); none unless asked `byDay`. */
  days: { which: Which; day: string; receipts: number; totalCents: number }[];
  /** Refunds per salon day, positive. */
  refundDays: { which: Which; day: string; amountCents: number }[];
  /** Sales less refunds, per operator, category and service. */
  lines: LineTakings[];
  /** The salon's operators' names (archived ones too: their sales stay theirs). */
  names: Map<number, string>;
}

type Key = Pick<LineTakings, 'hairdresserId' | 'category' | 'serviceId'>;
const keyOf = (k: Key) => `${k.hairdresserId}/${k.category}/${k.serviceId}`;

export async function takings(
  db: Database,
  salonId: number,
  periods: Periods,
  options: { byDay: boolean },
): Promise<Takings> {
  const which = (day: string): Which =>
    day >= periods.current.first.toString() ? 'current' : 'previous';
  const kept = ne(receipts.status, 'ANNULLATO');
  const saleDay = dayOf(receipts.issuedAt);
  const sales = [inBoth(receipts.issuedAt, periods), kept];
  // The sales by day (the revenue panel), or only each period's first and last receipt.
  const days = options.byDay
    ? await db
        .select({
          day: sql<string>`to_char(${saleDay}, 'YYYY-MM-DD')`,
          receipts: sql<number>`count(*)`.mapWith(Number),
          totalCents: cents(receipts.totalCents, sql`true`),
          firstId: sql<number>`min(${receipts.id})`.mapWith(Number),
          lastId: sql<number>`max(${receipts.id})`.mapWith(Number),
        })
        .from(receipts)
        .where(salonFilter(receipts, salonId, ...sales))
        .groupBy(saleDay)
    : [];
  const [span] = options.byDay
    ? [undefined]
    : await db
        .select(
          both((w) => {
            // Inside both periods already: one comparison tells them apart.
            const current = gte(receipts.issuedAt, salonMidnight(periods.current.first.toString()));
            const inW = w === 'current' ? current : sql`not (${current})`;
            return {
              first: sql<number | null>`min(${receipts.id}) filter (where ${inW})`,
              last: sql<number | null>`max(${receipts.id}) filter (where ${inW})`,
            };
          }),
        )
        .from(receipts)
        .where(salonFilter(receipts, salonId, ...sales));
  // Receipts are numbered as they are issued, so a period's receipts are one range of ids (as
  // the cash report reads them): its lines are summed by that range, without joining every
  // receipt (a year's join took 160 ms on PGlite); then the few receipts inside a range that do
  // not count for its period (voided, or issued on another day) are taken out again.
  const ranges = both((w) => {
    if (span) {
      const { first, last } = span[w];
      return first === null || last === null ? null : { first: Number(first), last: Number(last) };
    }
    const mine = days.filter((d) => which(d.day) === w);
    return mine.length === 0
      ? null
      : {
          first: Math.min(...mine.map((d) => d.firstId)),
          last: Math.max(...mine.map((d) => d.lastId)),
        };
  });
  const inRange = (column: AnyPgColumn, w: Which) => {
    const range = ranges[w];
    return range ? between(column, range.first, range.last) : sql`false`;
  };
  const bounds = [ranges.current, ranges.previous].filter((r) => r !== null);
  const anyRange =
    bounds.length === 0
      ? sql`false`
      : between(
          receiptLines.receiptId,
          Math.min(...bounds.map((r) => r.first)),
          Math.max(...bounds.map((r) => r.last)),
        );
  const outside = (w: Which) =>
    and(
      inRange(receipts.id, w),
      or(eq(receipts.status, 'ANNULLATO'), sql`not (${issuedIn(receipts.issuedAt, periods, w)})`),
    ) as SQL;
  const refundDay = dayOf(refunds.createdAt);
  const lineKey = {
    hairdresserId: receiptLines.hairdresserId,
    category: receiptLines.category,
    serviceId: receiptLines.serviceId,
  };
  const summedLines = (condition: SQL) => ({
    cents: cents(receiptLines.totalCents, condition),
    lines: sql<number>`count(*) filter (where ${condition})`.mapWith(Number),
  });
  const [ranged, outsiders, refunded, names] = await Promise.all([
    db
      .select({
        ...lineKey,
        ...both((w) => summedLines(inRange(receiptLines.receiptId, w))),
      })
      .from(receiptLines)
      .where(salonFilter(receiptLines, salonId, anyRange))
      .groupBy(receiptLines.hairdresserId, receiptLines.category, receiptLines.serviceId),
    // The receipts inside a range that do not count for its period: a few (the voided ones).
    db
      .select({ id: receipts.id, ...both((w) => sql<boolean>`${outside(w)}`) })
      .from(receipts)
      .where(salonFilter(receipts, salonId, or(outside('current'), outside('previous')))),
    db
      .select({
        day: sql<string>`to_char(${refundDay}, 'YYYY-MM-DD')`,
        ...lineKey,
        amountCents: cents(refundLines.amountCents, sql`true`),
      })
      .from(refunds)
      .innerJoin(
        refundLines,
        salonFilter(refundLines, salonId, eq(refundLines.refundId, refunds.id)),
      )
      .innerJoin(
        receiptLines,
        salonFilter(
          receiptLines,
          salonId,
          eq(receiptLines.receiptId, refunds.receiptId),
          eq(receiptLines.position, refundLines.line),
        ),
      )
      .where(salonFilter(refunds, salonId, inBoth(refunds.createdAt, periods)))
      .groupBy(
        refundDay,
        receiptLines.hairdresserId,
        receiptLines.category,
        receiptLines.serviceId,
      ),
    db
      .select({ id: hairdressers.id, name: hairdressers.name })
      .from(hairdressers)
      .where(salonFilter(hairdressers, salonId)),
  ]);
  // Their lines, read by the receipt_id index (a join chose to scan every line).
  const excepted =
    outsiders.length === 0
      ? []
      : await db
          .select({ receiptId: receiptLines.receiptId, ...lineKey, cents: receiptLines.totalCents })
          .from(receiptLines)
          .where(
            salonFilter(
              receiptLines,
              salonId,
              inArray(
                receiptLines.receiptId,
                outsiders.map((o) => o.id),
              ),
            ),
          );
  const outsider = new Map(outsiders.map((o) => [o.id, o]));
  // Per key and period: the cents and how many lines gave them (a key shows where it has lines).
  const sums = new Map<string, Key & Record<Which, { cents: number; lines: number }>>();
  const add = (key: Key, w: Which, amount: { cents: number; lines: number }, sign: 1 | -1) => {
    const zero = { cents: 0, lines: 0 };
    const entry = sums.get(keyOf(key)) ?? {
      hairdresserId: key.hairdresserId,
      category: key.category,
      serviceId: key.serviceId,
      current: { ...zero },
      previous: { ...zero },
    };
    entry[w].cents += sign * amount.cents;
    entry[w].lines += sign * amount.lines;
    sums.set(keyOf(key), entry);
  };
  for (const w of ['current', 'previous'] as const) {
    for (const l of ranged) add(l, w, l[w], 1);
    for (const l of excepted)
      if (outsider.get(l.receiptId)?.[w]) add(l, w, { cents: l.cents, lines: 1 }, -1);
  }
  const refundDays = new Map<string, { which: Which; day: string; amountCents: number }>();
  for (const r of refunded) {
    add(r, which(r.day), { cents: -r.amountCents, lines: 1 }, 1);
    const day = refundDays.get(r.day) ?? { which: which(r.day), day: r.day, amountCents: 0 };
    day.amountCents += r.amountCents;
    refundDays.set(r.day, day);
  }
  const lines: LineTakings[] = [...sums.values()].map((e) => ({
    hairdresserId: e.hairdresserId,
    category: e.category,
    serviceId: e.serviceId,
    ...both((w) => (e[w].lines > 0 ? e[w].cents : null)),
  }));
  return {
    days: days.map((d) => ({
      which: which(d.day),
      day: d.day,
      receipts: d.receipts,
      totalCents: d.totalCents,
    })),
    refundDays: [...refundDays.values()],
    lines,
    names: new Map(names.map((n) => [n.id, n.name])),
  };
}
