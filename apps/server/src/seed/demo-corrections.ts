// The corrections of the demo's desk, through the desk's own services on their day: a product rung
// up by mistake and voided at once (ANNULLO), a product brought back unopened a few days later
// (a whole RESO) and, of a colour and a blow-dry, the blow-dry given back (RESO_PARZIALE).
import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import type { FiscalAdapter } from '../adapters/fiscal/index.ts';
import type { Database } from '../db/database.ts';
import { refundReceipt, voidReceipt } from '../services/cash/corrections.ts';
import { addMinutes, dayAt } from './demo-clock.ts';
import { paid, productLine } from './demo-desk.ts';
import type { HistoryInput } from './demo-history.ts';
import type { ReceiptDraft } from './demo-receipts.ts';

/** The desk's days being planned: what each day issues, and what was issued once it ran. */
export interface DeskDays {
  /** Per salon day, its receipts in the order they were issued. */
  drafts: Map<string, ReceiptDraft[]>;
  /** The id each receipt got, once its day is written. */
  ids: Map<ReceiptDraft, number>;
  deps: { db: Database; fiscal: FiscalAdapter };
  /** Schedules something the desk does at `at`. */
  at(at: Date, run: () => Promise<unknown>): void;
}

export function planCorrections(input: HistoryInput, days: DeskDays): void {
  const { s, stock, rnd, now } = input;
  const past = [...days.drafts.keys()]
    .filter((d) => d < now.today.toString())
    .map((d) => Temporal.PlainDate.from(d));
  const nearest = (daysAgo: number) => {
    const target = now.today.subtract({ days: daysAgo });
    const distance = (d: Temporal.PlainDate) => Math.abs(d.until(target).days);
    return [...past].sort((a, b) => distance(a) - distance(b))[0];
  };
  const listOf = (day: Temporal.PlainDate) => days.drafts.get(day.toString()) ?? [];
  const lastAt = (day: Temporal.PlainDate) => listOf(day).at(-1)?.at ?? dayAt(day, 19 * 60);
  const idOf = (draft: ReceiptDraft) => days.ids.get(draft) as number;
  const { salonId, ownerId } = s;

  const product = stock?.products.find((p) => p.data.use === 'RIVENDITA');
  const voidDay = nearest(20);
  if (product && voidDay) {
    const at = addMinutes(lastAt(voidDay), 3);
    const draft = paid(at, [productLine(product, 1)], null, rnd);
    listOf(voidDay).push(draft);
    const voided = addMinutes(at, 2);
    days.at(voided, () => voidReceipt(days.deps, salonId, ownerId, idOf(draft), voided));
  }
  const saleDay = nearest(13);
  const returnDay = nearest(10);
  if (product && saleDay && returnDay) {
    const draft = paid(
      dayAt(saleDay, 11 * 60 + 10),
      [productLine(product, 1)],
      s.clients[0] ?? null,
      rnd,
    );
    const list = listOf(saleDay);
    list.push(draft);
    list.sort((a, b) => a.at.getTime() - b.at.getTime());
    const at = addMinutes(lastAt(returnDay), 6);
    const body = { method: 'CONTANTI' as const };
    days.at(at, () =>
      refundReceipt(days.deps, salonId, ownerId, idOf(draft), randomUUID(), body, at),
    );
  }
  const partial = [6, 5, 7, 4, 8, 3, 9]
    .flatMap((ago) => {
      const day = nearest(ago);
      return day ? listOf(day).map((draft) => ({ day, draft })) : [];
    })
    .find(({ draft }) => draft.body.lines.filter((l) => l.appointmentId).length > 1);
  if (partial) {
    const at = addMinutes(lastAt(partial.day), 8);
    // The second service of the visit, paid back the way the visit was paid.
    const body = {
      method: partial.draft.body.payments[0]?.method ?? ('CONTANTI' as const),
      lines: [{ line: 1, quantity: 1 }],
    };
    days.at(at, () =>
      refundReceipt(days.deps, salonId, ownerId, idOf(partial.draft), randomUUID(), body, at),
    );
  }
}
