// The demo salons' orders to their suppliers, by business type: one in each state of
// /magazzino/ordini (received, received in part, sent and waiting, a draft, one cancelled), made
// over the demo's weeks through the orders' own services. Products and suppliers are indexes
// into demo-warehouse-data.ts; days count back from today.
import type { Schemas } from '../domain/contract-types.ts';

export interface DemoOrder {
  supplier: number;
  notes: string | null;
  createdDaysAgo: number;
  sentDaysAgo?: number;
  /** The delivery: when, and how many arrived per line (all of them when left out). */
  received?: { daysAgo: number; quantities?: number[] };
  cancelledDaysAgo?: number;
  lines: { product: number; quantity: number }[];
}

/** How many days ago an order was created, sent, received (`arrived`: per line), cancelled. */
interface OrderDays {
  created: number;
  sent?: number;
  received?: number;
  arrived?: number[];
  cancelled?: number;
}

/** A line of an order: `quantity` of the product `product`. */
const line = (product: number, quantity: number) => ({ product, quantity });

/** An order to `supplier`, without notes; a step that `days` leaves out did not happen. */
function order(supplier: number, days: OrderDays, lines: DemoOrder['lines']): DemoOrder {
  const { created, sent, received, arrived, cancelled } = days;
  return {
    supplier,
    notes: null,
    createdDaysAgo: created,
    ...(sent === undefined ? {} : { sentDaysAgo: sent }),
    ...(received === undefined
      ? {}
      : { received: { daysAgo: received, ...(arrived && { quantities: arrived }) } }),
    ...(cancelled === undefined ? {} : { cancelledDaysAgo: cancelled }),
    lines,
  };
}

/** The order with the salon's notes on it. */
const noted = (notes: string, o: DemoOrder): DemoOrder => ({ ...o, notes });

export const DEMO_ORDERS: Record<Schemas['BusinessType'], DemoOrder[]> = {
  PARRUCCHIERE: [
    order(0, { created: 44, sent: 43, received: 40 }, [line(0, 12), line(1, 6), line(2, 4)]),
    noted(
      'Consegna insieme al campionario colori',
      order(1, { created: 30, sent: 29, received: 27 }, [line(4, 12), line(5, 8), line(7, 2)]),
    ),
    noted(
      'Annullato: il fornitore ha finito l’olio, riordinare a fine mese',
      order(2, { created: 24, sent: 24, cancelled: 22 }, [line(9, 6)]),
    ),
    noted(
      'Le maschere arrivano con la prossima spedizione',
      order(0, { created: 12, sent: 11, received: 8, arrived: [6, 0] }, [line(0, 10), line(2, 4)]),
    ),
    order(1, { created: 3, sent: 2 }, [line(6, 8), line(5, 6)]),
    order(2, { created: 1 }, [line(9, 4), line(3, 2)]),
  ],
  ESTETISTA: [
    order(0, { created: 38, sent: 37, received: 35 }, [line(0, 6), line(4, 6), line(5, 4)]),
    noted(
      'Annullato: ordinato per errore due volte',
      order(1, { created: 20, sent: 20, cancelled: 19 }, [line(3, 4)]),
    ),
    order(1, { created: 10, sent: 10, received: 7, arrived: [3] }, [line(3, 6)]),
    noted('Urgente: la cera è finita', order(0, { created: 3, sent: 2 }, [line(4, 8), line(0, 6)])),
    order(0, { created: 1 }, [line(1, 3), line(2, 2)]),
  ],
  MASSAGGIATORE: [
    order(1, { created: 40, sent: 39, received: 36 }, [line(0, 4), line(1, 10), line(2, 4)]),
    noted(
      'Annullato: trovata a miglior prezzo in farmacia',
      order(0, { created: 25, sent: 25, cancelled: 23 }, [line(4, 2)]),
    ),
    order(0, { created: 9, sent: 9, received: 6, arrived: [2, 3] }, [line(5, 4), line(3, 3)]),
    order(0, { created: 3, sent: 2 }, [line(4, 4)]),
    order(1, { created: 1 }, [line(1, 6)]),
  ],
};
