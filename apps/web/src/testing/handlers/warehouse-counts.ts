import { countAdjustment } from '@agendina/scheduling';
import { http, type Schemas } from '../api-mocks.ts';
import { fixtureProducts } from '../fixtures/warehouse-products.ts';

/** The counts the mock server holds; products are the fixture ones (by EAN or by name). */
export interface CountsDesk {
  counts: Schemas['InventoryCount'][];
}

const opened = '2026-11-19T08:00:00Z';

const lineOf = (product: Schemas['Product'], counted: number): Schemas['InventoryCountLine'] => ({
  productId: product.id,
  productName: product.name,
  ean: product.ean,
  unit: product.unit,
  countedQuantity: counted,
  currentQuantity: product.quantity,
  difference: countAdjustment(counted, product.quantity),
  countedAt: '2026-11-19T09:00:00Z',
});

export const closedCount: Schemas['InventoryCount'] = {
  id: 4,
  status: 'CHIUSO',
  note: 'Fine estate',
  openedAt: '2026-08-30T08:00:00Z',
  openedBy: 'giulia@salone-demo.it',
  closedAt: '2026-08-30T11:00:00Z',
  adjustmentCount: 3,
  lines: [],
};

/** A count open with one line (the balsamo, counted 6 where the ledger says 7). */
export const openCount = (): Schemas['InventoryCount'] => ({
  id: 5,
  status: 'APERTO',
  note: 'Fine anno',
  openedAt: opened,
  openedBy: 'giulia@salone-demo.it',
  closedAt: null,
  adjustmentCount: 0,
  lines: [lineOf(fixtureProducts[1] as Schemas['Product'], 6)],
});

export const newCountsDesk = (open = false): CountsDesk => ({
  counts: open ? [openCount(), { ...closedCount }] : [{ ...closedCount }],
});

const summaryOf = (count: Schemas['InventoryCount']): Schemas['InventoryCountSummary'] => ({
  id: count.id,
  status: count.status,
  note: count.note,
  openedAt: count.openedAt,
  closedAt: count.closedAt,
  lineCount: count.lines.length,
  adjustmentCount: count.adjustmentCount,
});

const problem = (message: string, code: string) => ({ message, code });

/** The calls of /magazzino/inventario (and the product lookups a count makes), kept in `desk`. */
export const warehouseCountsHandlers = (desk: CountsDesk) => {
  const find = (id: string) => desk.counts.find((c) => c.id === Number(id));
  const closedRefusal = problem('Questo inventario è già chiuso', 'COUNT_NOT_OPEN');
  return [
    http.get('/warehouse/counts', ({ response }) => response(200).json(desk.counts.map(summaryOf))),
    http.post('/warehouse/counts', async ({ request, response }) => {
      if (desk.counts.some((c) => c.status === 'APERTO')) {
        return response(409).json(
          problem(
            "C'è già un inventario aperto: chiudilo o annullalo prima di aprirne un altro",
            'COUNT_ALREADY_OPEN',
          ),
        );
      }
      const { note } = await request.json();
      const count: Schemas['InventoryCount'] = {
        ...openCount(),
        id: 10 + desk.counts.length,
        note: note ?? null,
        lines: [],
      };
      desk.counts = [count, ...desk.counts];
      return response(201).json(count);
    }),
    http.get('/warehouse/counts/{id}', ({ params, response }) => {
      const count = find(params.id);
      return count
        ? response(200).json(count)
        : response(404).json(problem('Inventario non trovato', 'NOT_FOUND'));
    }),
    http.put('/warehouse/counts/{id}/lines/{productId}', async ({ params, request, response }) => {
      const count = find(params.id);
      const product = fixtureProducts.find((p) => p.id === Number(params.productId));
      if (!count || !product)
        return response(404).json(problem('Prodotto non trovato', 'NOT_FOUND'));
      if (count.status !== 'APERTO') return response(409).json(closedRefusal);
      const { countedQuantity } = await request.json();
      const line = lineOf(product, countedQuantity);
      line.countedAt = new Date().toISOString();
      count.lines = [...count.lines.filter((l) => l.productId !== product.id), line];
      return response(200).json(line);
    }),
    http.post('/warehouse/counts/{id}/close', ({ params, response }) => {
      const count = find(params.id);
      if (!count) return response(404).json(problem('Inventario non trovato', 'NOT_FOUND'));
      if (count.status !== 'APERTO') return response(409).json(closedRefusal);
      count.status = 'CHIUSO';
      count.closedAt = '2026-11-19T10:30:00Z';
      count.adjustmentCount = count.lines.filter((l) => l.difference !== 0).length;
      return response(200).json(count);
    }),
    http.post('/warehouse/counts/{id}/cancel', ({ params, response }) => {
      const count = find(params.id);
      if (!count) return response(404).json(problem('Inventario non trovato', 'NOT_FOUND'));
      if (count.status !== 'APERTO') return response(409).json(closedRefusal);
      count.status = 'ANNULLATO';
      count.closedAt = '2026-11-19T10:30:00Z';
      return response(200).json(count);
    }),
  ];
};
