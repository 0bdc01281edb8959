// The demo warehouse's weeks, as dated events the history replays in order: the first CARICO,
// the orders through their own services (drafted, sent, received or cancelled), what the salon
// used (USO_INTERNO), one damaged box (SCARICO) and, where there is no digital cash, the sales
// noted by hand (VENDITA). Where there is, the units sold go to the desk's receipts instead.
// The product's final quantity is what demo-warehouse-data.ts says: loaded + out.
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { appendStockMovements } from '../services/warehouse/ledger.ts';
import type { NewStockMovement } from '../services/warehouse/ledger.ts';
import { receiveOrder } from '../services/warehouse/order-receive.ts';
import { cancelOrder, createOrder, sendOrder } from '../services/warehouse/orders.ts';
import { dayAt } from './demo-clock.ts';
import type { DemoNow } from './demo-clock.ts';
import type { Random } from './demo-random.ts';
import { DEMO_ORDERS } from './demo-warehouse-orders.ts';
import type { DemoOrder } from './demo-warehouse-orders.ts';
import type { DemoStock, StockProduct } from './demo-warehouse.ts';

/** Something that happened at `at`; the history runs them in the order they happened. */
export interface TimedEvent {
  at: Date;
  run: () => Promise<unknown>;
}

export interface WarehouseHistory {
  events: TimedEvent[];
  /** Where the salon has digital cash: per salon day ("2026-10-05"), the units sold there. */
  sold: Map<string, { product: StockProduct; quantity: number }[]>;
}

interface Context {
  db: Database;
  salonId: number;
  userId: number;
  stock: DemoStock;
  type: Schemas['BusinessType'];
  /** The past days the salon was open, oldest first. */
  openDays: readonly Temporal.PlainDate[];
  now: DemoNow;
  rnd: Random;
  /** Whether the salon sells at a digital cash desk. */
  desk: boolean;
}

/** The received quantity of each product over the salon's orders. */
function receivedOf(orders: readonly DemoOrder[]): Map<number, number> {
  const received = new Map<number, number>();
  for (const order of orders)
    order.lines.forEach((line, i) => {
      const quantity = order.received ? (order.received.quantities?.[i] ?? line.quantity) : 0;
      received.set(line.product, (received.get(line.product) ?? 0) + quantity);
    });
  return received;
}

/** The open day on or before `daysAgo` days ago (an order is handled when the salon is open). */
function openDayAgo(c: Context, daysAgo: number): Temporal.PlainDate {
  const day = c.now.today.subtract({ days: daysAgo });
  const open = c.openDays.filter((d) => d.until(day).days >= 0);
  return open.at(-1) ?? day;
}

function orderEvents(c: Context, order: DemoOrder, k: number): TimedEvent[] {
  let id = 0;
  const at = (daysAgo: number, minute: number) => dayAt(openDayAgo(c, daysAgo), minute + k);
  const lines = order.lines.map((line) => {
    const product = c.stock.products[line.product]!;
    return {
      productId: product.id,
      quantity: line.quantity,
      unitCostCents: product.data.costCents,
    };
  });
  const input = { supplierId: c.stock.supplierIds[order.supplier]!, notes: order.notes, lines };
  const events: TimedEvent[] = [
    {
      at: at(order.createdDaysAgo, 8 * 60),
      run: async () => {
        id = await createOrder(c.db, c.salonId, c.userId, input, at(order.createdDaysAgo, 8 * 60));
      },
    },
  ];
  const { sentDaysAgo, received, cancelledDaysAgo } = order;
  if (sentDaysAgo !== undefined)
    events.push({
      at: at(sentDaysAgo, 8 * 60 + 10),
      run: () => sendOrder(c.db, c.salonId, id, at(sentDaysAgo, 8 * 60 + 10)),
    });
  if (received)
    events.push({
      at: at(received.daysAgo, 8 * 60 + 20),
      run: () =>
        receiveOrder(
          c.db,
          c.salonId,
          c.userId,
          id,
          {
            lines: lines.map((l, i) => ({
              productId: l.productId,
              quantity: received.quantities?.[i] ?? l.quantity,
            })),
          },
          at(received.daysAgo, 8 * 60 + 20),
        ),
    });
  if (cancelledDaysAgo !== undefined)
    events.push({
      at: at(cancelledDaysAgo, 8 * 60 + 30),
      run: () => cancelOrder(c.db, c.salonId, id, at(cancelledDaysAgo, 8 * 60 + 30)),
    });
  return events;
}

/** One event writing `movements` at `at` (the ledger keeps them in product order). */
function movementsAt(c: Context, at: Date, movements: NewStockMovement[]): TimedEvent {
  return {
    at,
    run: () =>
      c.db.transaction((tx) => appendStockMovements(tx, c.salonId, c.userId, movements, at)),
  };
}

export function warehouseHistory(c: Context): WarehouseHistory {
  const orders = DEMO_ORDERS[c.type];
  const received = receivedOf(orders);
  const first = c.openDays[0] ?? c.now.today;
  const loads = c.stock.products.flatMap((p, i) => {
    const quantity = p.data.loaded - (received.get(i) ?? 0);
    if (quantity < 0) throw new Error(`Demo: ${p.name} riceve più di quanto caricato`);
    return quantity > 0
      ? [{ productId: p.id, kind: 'CARICO' as const, quantity, reason: 'Carico iniziale' }]
      : [];
  });
  const events: TimedEvent[] = [
    movementsAt(c, dayAt(first, 7 * 60 + 45), loads),
    ...orders.flatMap((order, k) => orderEvents(c, order, k)),
  ];
  // Each unit out goes on an open day; a day's units of a product are one movement.
  const byDay = new Map<string, Map<StockProduct, number>>();
  let damaged = false;
  const sold = new Map<string, { product: StockProduct; quantity: number }[]>();
  for (const product of c.stock.products) {
    let units = -product.data.out;
    if (!damaged && product.data.use === 'USO_INTERNO' && units >= 2) {
      damaged = true;
      units -= 1;
      const day = c.rnd.pick(c.openDays);
      events.push(
        movementsAt(c, dayAt(day, 19 * 60 + 40), [
          {
            productId: product.id,
            kind: 'SCARICO',
            quantity: -1,
            reason: 'Confezione danneggiata',
          },
        ]),
      );
    }
    for (; units > 0; units--) {
      const day = c.rnd.pick(c.openDays).toString();
      const ofDay = byDay.get(day) ?? new Map<StockProduct, number>();
      ofDay.set(product, (ofDay.get(product) ?? 0) + 1);
      byDay.set(day, ofDay);
    }
  }
  for (const [day, units] of byDay) {
    const out: NewStockMovement[] = [];
    for (const [product, quantity] of units) {
      if (product.data.use === 'RIVENDITA' && c.desk)
        sold.set(day, [...(sold.get(day) ?? []), { product, quantity }]);
      else
        out.push({
          productId: product.id,
          kind: product.data.use === 'RIVENDITA' ? 'VENDITA' : 'USO_INTERNO',
          quantity: -quantity,
          reason: null,
        });
    }
    // Noted at the end of the day, after its last receipt.
    if (out.length > 0)
      events.push(movementsAt(c, dayAt(Temporal.PlainDate.from(day), 20 * 60), out));
  }
  return { events, sold };
}
