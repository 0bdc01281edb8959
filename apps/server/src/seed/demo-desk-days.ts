// The demo's days at the cash desk, as events of its history: each day's receipts written at once
// (demo-receipts.ts), that evening the corrections of the day (demo-corrections.ts) and the daily
// closing through the desk's own service (past days only: today is still open).
import { Temporal } from 'temporal-polyfill';
import { closeDay } from '../services/cash/closing.ts';
import type { DemoVisit } from './demo-bookings.ts';
import { addMinutes, dayAt, localOf } from './demo-clock.ts';
import { planCorrections } from './demo-corrections.ts';
import type { DeskDays } from './demo-corrections.ts';
import { deskDay } from './demo-desk.ts';
import { demoFiscal } from './demo-fiscal.ts';
import type { HistoryInput } from './demo-history.ts';
import { persistCounters, writeReceipts } from './demo-receipts.ts';
import type { DemoDesk, ReceiptDraft } from './demo-receipts.ts';
import type { TimedEvent, WarehouseHistory } from './demo-warehouse-history.ts';

const dayKey = (at: Date) => localOf(at).toPlainDate().toString();

export function deskDays(
  input: HistoryInput,
  visits: readonly DemoVisit[],
  sold: WarehouseHistory['sold'],
): { events: TimedEvent[]; finish: () => Promise<void> } {
  const { db, s, rnd, now } = input;
  const fiscal = demoFiscal();
  const desk: DemoDesk = {
    salonId: s.salonId,
    userId: s.ownerId,
    fiscal,
    categories: new Map(s.services.map((x) => [x.id, x.category])),
    counters: new Map(),
  };
  const paidOn = new Map<string, DemoVisit[]>();
  for (const v of visits)
    if (v.paidAt) paidOn.set(dayKey(v.paidAt), [...(paidOn.get(dayKey(v.paidAt)) ?? []), v]);
  const drafts = new Map<string, ReceiptDraft[]>(
    [...new Set([...paidOn.keys(), ...sold.keys()])]
      .sort()
      .map((day) => [
        day,
        deskDay(Temporal.PlainDate.from(day), paidOn.get(day) ?? [], sold.get(day) ?? [], s, rnd),
      ]),
  );
  const events: TimedEvent[] = [];
  const days: DeskDays = {
    drafts,
    ids: new Map(),
    deps: { db, fiscal: fiscal.adapter },
    // Its fiscal documents are issued a few seconds after the moment of the correction.
    at(at, run) {
      events.push({
        at,
        run: () => {
          fiscal.setClock(addMinutes(at, 0.3));
          return run();
        },
      });
    },
  };
  planCorrections(input, days);
  for (const [day, list] of drafts) {
    if (list.length === 0) continue;
    events.push({
      at: list[0]!.at,
      run: async () => {
        const written = await writeReceipts(db, desk, list);
        list.forEach((draft, i) => days.ids.set(draft, written[i]!));
      },
    });
    if (day < now.today.toString()) {
      const at = dayAt(Temporal.PlainDate.from(day), 20 * 60 + 15);
      days.at(at, () => closeDay(days.deps, s.salonId, s.ownerId, at));
    }
  }
  return {
    events,
    finish: async () => {
      await fiscal.persist(db, s.salonId);
      await persistCounters(db, desk);
    },
  };
}
