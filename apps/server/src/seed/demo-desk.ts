// What the demo's desk is asked on a day: each paid visit's receipt as the desk drafts it (the
// services at their booked price, 22%, with their operator: services/cash/draft.ts), sometimes
// with a product the client takes home, and the counter sales of products; paid by card, cash
// (with change), other means or "misto", now and then with a loyalty discount.
import { cashRounded, priceReceipt } from '@agendina/scheduling';
import type { Payment } from '@agendina/scheduling';
import type { Temporal } from 'temporal-polyfill';
import type { Schemas } from '../domain/contract-types.ts';
import { DEFAULT_VAT_RATE } from '../services/cash/draft.ts';
import type { IssueRequest } from '../services/cash/issue-rows.ts';
import type { DemoVisit } from './demo-bookings.ts';
import type { SeededSalon } from './demo-catalog.ts';
import { addMinutes, dayAt } from './demo-clock.ts';
import type { Random } from './demo-random.ts';
import type { ReceiptDraft } from './demo-receipts.ts';
import type { StockProduct } from './demo-warehouse.ts';

type Line = IssueRequest['lines'][number];

const VAT = DEFAULT_VAT_RATE as Schemas['VatRate'];

/** A product line at the product's price. */
export function productLine(product: StockProduct, quantity: number): Line {
  return {
    description: product.name,
    quantity,
    unitPriceCents: product.salePriceCents,
    vatRate: VAT,
    productId: product.id,
  };
}

/** How the client pays `totalCents`: mostly card or cash, some other means, some "misto". */
export function paymentsFor(totalCents: number, rnd: Random): Payment[] {
  const r = rnd.next();
  if (r < 0.5) return [{ method: 'CARTA', amountCents: totalCents }];
  if (r < 0.85) {
    // Cash: the exact amount, or a note or two that leaves change.
    const due = cashRounded(totalCents);
    const note = rnd.pick([0, 500, 1000, 2000, 5000]);
    const handed = note === 0 ? due : Math.ceil(due / note) * note;
    return [{ method: 'CONTANTI', amountCents: handed }];
  }
  if (r < 0.92) return [{ method: 'ALTRO', amountCents: totalCents }];
  const cash = Math.min(rnd.pick([1000, 2000, 3000]), totalCents - 100);
  if (cash <= 0) return [{ method: 'CARTA', amountCents: totalCents }];
  return [
    { method: 'CONTANTI', amountCents: cash },
    { method: 'CARTA', amountCents: totalCents - cash },
  ];
}

/** A draft with its payments, for lines (and an optional discount) already chosen. */
export function paid(
  at: Date,
  lines: Line[],
  client: ReceiptDraft['client'],
  rnd: Random,
  extra: Pick<IssueRequest, 'discount' | 'appointmentIds'> = {},
): ReceiptDraft {
  const priced = priceReceipt(lines, extra.discount);
  if (!priced.ok) throw new Error(`Scontrino demo non valido: ${priced.problems[0]?.message}`);
  const body: IssueRequest = {
    lines,
    ...extra,
    payments: paymentsFor(priced.receipt.totalCents, rnd),
    ...(client ? { clientId: client.id } : {}),
  };
  return { at, body, client };
}

/** The receipt of a paid visit: its services as the desk drafts them, maybe a product too. */
export function visitReceipt(
  visit: DemoVisit,
  s: SeededSalon,
  extra: Line[],
  rnd: Random,
): ReceiptDraft {
  const client = s.clients.find((c) => c.id === visit.clientId) ?? null;
  const lines: Line[] = [
    ...visit.lines.map((l) => ({
      description: l.serviceName,
      quantity: 1,
      unitPriceCents: l.priceCents,
      vatRate: VAT,
      hairdresserId: l.hairdresserId,
      serviceId: l.serviceId,
      appointmentId: l.appointmentId,
    })),
    ...extra,
  ];
  // A regular's 10% now and then (basis points).
  const discount = rnd.chance(0.06) ? { discount: { kind: 'PERCENT' as const, value: 1000 } } : {};
  return paid(visit.paidAt ?? visit.end, lines, client, rnd, {
    appointmentIds: visit.appointmentIds,
    ...discount,
  });
}

/**
 * The day's receipts in the order they were issued: every visit paid that day, and the day's
 * products sold, half on a visit's receipt and half at the counter between visits.
 */
export function deskDay(
  day: Temporal.PlainDate,
  paidVisits: readonly DemoVisit[],
  sold: readonly { product: StockProduct; quantity: number }[],
  s: SeededSalon,
  rnd: Random,
): ReceiptDraft[] {
  const extras = new Map<DemoVisit, Line[]>();
  const counter: ReceiptDraft[] = [];
  for (const { product, quantity } of sold) {
    const visit = paidVisits.length > 0 && rnd.chance(0.5) ? rnd.pick(paidVisits) : null;
    if (visit) extras.set(visit, [...(extras.get(visit) ?? []), productLine(product, quantity)]);
    else {
      // Someone drops in for a product: between two visits, sometimes a known client.
      const around = paidVisits.length > 0 ? rnd.pick(paidVisits).start : dayAt(day, 10 * 60);
      const client = rnd.chance(0.5) ? rnd.pick(s.clients) : null;
      counter.push(
        paid(addMinutes(around, rnd.int(5, 25)), [productLine(product, quantity)], client, rnd),
      );
    }
  }
  const drafts = [
    ...paidVisits.map((v) => visitReceipt(v, s, extras.get(v) ?? [], rnd)),
    ...counter,
  ];
  return drafts.sort((a, b) => a.at.getTime() - b.at.getTime());
}
