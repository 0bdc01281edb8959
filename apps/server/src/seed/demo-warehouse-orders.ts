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

export const DEMO_ORDERS: Record<Schemas['BusinessType'], DemoOrder[]> = {
  PARRUCCHIERE: [
    {
      supplier: 0,
      notes: null,
      createdDaysAgo: 44,
      sentDaysAgo: 43,
      received: { daysAgo: 40 },
      lines: [
        { product: 0, quantity: 12 },
        { product: 1, quantity: 6 },
        { product: 2, quantity: 4 },
      ],
    },
    {
      supplier: 1,
      notes: 'Consegna insieme al campionario colori',
      createdDaysAgo: 30,
      sentDaysAgo: 29,
      received: { daysAgo: 27 },
      lines: [
        { product: 4, quantity: 12 },
        { product: 5, quantity: 8 },
        { product: 7, quantity: 2 },
      ],
    },
    {
      supplier: 2,
      notes: 'Annullato: il fornitore ha finito l’olio, riordinare a fine mese',
      createdDaysAgo: 24,
      sentDaysAgo: 24,
      cancelledDaysAgo: 22,
      lines: [{ product: 9, quantity: 6 }],
    },
    {
      supplier: 0,
      notes: 'Le maschere arrivano con la prossima spedizione',
      createdDaysAgo: 12,
      sentDaysAgo: 11,
      received: { daysAgo: 8, quantities: [6, 0] },
      lines: [
        { product: 0, quantity: 10 },
        { product: 2, quantity: 4 },
      ],
    },
    {
      supplier: 1,
      notes: null,
      createdDaysAgo: 3,
      sentDaysAgo: 2,
      lines: [
        { product: 6, quantity: 8 },
        { product: 5, quantity: 6 },
      ],
    },
    {
      supplier: 2,
      notes: null,
      createdDaysAgo: 1,
      lines: [
        { product: 9, quantity: 4 },
        { product: 3, quantity: 2 },
      ],
    },
  ],
  ESTETISTA: [
    {
      supplier: 0,
      notes: null,
      createdDaysAgo: 38,
      sentDaysAgo: 37,
      received: { daysAgo: 35 },
      lines: [
        { product: 0, quantity: 6 },
        { product: 4, quantity: 6 },
        { product: 5, quantity: 4 },
      ],
    },
    {
      supplier: 1,
      notes: 'Annullato: ordinato per errore due volte',
      createdDaysAgo: 20,
      sentDaysAgo: 20,
      cancelledDaysAgo: 19,
      lines: [{ product: 3, quantity: 4 }],
    },
    {
      supplier: 1,
      notes: null,
      createdDaysAgo: 10,
      sentDaysAgo: 10,
      received: { daysAgo: 7, quantities: [3] },
      lines: [{ product: 3, quantity: 6 }],
    },
    {
      supplier: 0,
      notes: 'Urgente: la cera è finita',
      createdDaysAgo: 3,
      sentDaysAgo: 2,
      lines: [
        { product: 4, quantity: 8 },
        { product: 0, quantity: 6 },
      ],
    },
    {
      supplier: 0,
      notes: null,
      createdDaysAgo: 1,
      lines: [
        { product: 1, quantity: 3 },
        { product: 2, quantity: 2 },
      ],
    },
  ],
  MASSAGGIATORE: [
    {
      supplier: 1,
      notes: null,
      createdDaysAgo: 40,
      sentDaysAgo: 39,
      received: { daysAgo: 36 },
      lines: [
        { product: 0, quantity: 4 },
        { product: 1, quantity: 10 },
        { product: 2, quantity: 4 },
      ],
    },
    {
      supplier: 0,
      notes: 'Annullato: trovata a miglior prezzo in farmacia',
      createdDaysAgo: 25,
      sentDaysAgo: 25,
      cancelledDaysAgo: 23,
      lines: [{ product: 4, quantity: 2 }],
    },
    {
      supplier: 0,
      notes: null,
      createdDaysAgo: 9,
      sentDaysAgo: 9,
      received: { daysAgo: 6, quantities: [2, 3] },
      lines: [
        { product: 5, quantity: 4 },
        { product: 3, quantity: 3 },
      ],
    },
    {
      supplier: 0,
      notes: null,
      createdDaysAgo: 3,
      sentDaysAgo: 2,
      lines: [{ product: 4, quantity: 4 }],
    },
    {
      supplier: 1,
      notes: null,
      createdDaysAgo: 1,
      lines: [{ product: 1, quantity: 6 }],
    },
  ],
};
