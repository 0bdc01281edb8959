import {
  OPEN_PURCHASE_ORDER_STATUSES,
  overReceiptMessage,
  proposeReorderQuantity,
  purchaseOrderTransition,
  remainingToReceive,
  statusAfterReceipt,
  stockValueCents,
  type PurchaseOrderAction,
} from '@agendina/scheduling';
import { http, type Schemas } from '../api-mocks.ts';
import {
  summaryOf,
  pageOf,
  alertOf,
  refusal,
  draftOrder,
  saveSupplier,
  now,
  type WarehouseDesk,
} from './warehouse-desk.ts';

/** Every /warehouse call the orders side makes, kept in `desk`. */
export const warehouseOrdersHandlers = (desk: WarehouseDesk) => {
  const order = (id: unknown) => desk.orders.find((o) => o.id === Number(id));
  const act = (id: unknown, action: PurchaseOrderAction) => {
    const found = order(id);
    if (!found) return { found, refused: refusal('Ordine non trovato', 'NOT_FOUND') };
    const verdict = purchaseOrderTransition(found.status, action);
    return { found, refused: verdict.ok ? null : refusal(verdict.message) };
  };
  return [
    http.get('/warehouse/overview', ({ response }) => {
      const active = desk.products.filter((p) => p.active);
      const under = active.filter((p) => p.underMinimum);
      const negative = active.filter((p) => p.quantity < 0);
      const open = desk.orders.filter((o) => OPEN_PURCHASE_ORDER_STATUSES.includes(o.status));
      return response(200).json({
        stockValueCents: active.reduce(
          (sum, p) => sum + stockValueCents(p.quantity, p.costCents),
          0,
        ),
        activeProductCount: active.length,
        underMinimumCount: under.length,
        underMinimum: under.map(alertOf),
        negativeCount: negative.length,
        negative: negative.map(alertOf),
        lastMovements: desk.movements.slice(0, 10),
        openOrderCount: open.length,
        openOrders: open.map(summaryOf),
      });
    }),
    http.get('/warehouse/suppliers', ({ response }) => response(200).json(desk.suppliers)),
    http.get('/warehouse/suppliers/{id}', ({ params, response }) => {
      const found = desk.suppliers.find((s) => s.id === Number(params.id));
      return found
        ? response(200).json(found)
        : response(404).json({ message: 'Fornitore non trovato', code: 'NOT_FOUND' });
    }),
    http.post('/warehouse/suppliers', async ({ request, response }) => {
      const saved = saveSupplier(desk, await request.json(), null);
      return saved.ok ? response(201).json(saved.supplier) : response(400).json(saved.error);
    }),
    http.put('/warehouse/suppliers/{id}', async ({ params, request, response }) => {
      const saved = saveSupplier(desk, await request.json(), Number(params.id));
      return saved.ok ? response(200).json(saved.supplier) : response(400).json(saved.error);
    }),
    http.get('/warehouse/products', ({ query, response }) => {
      const q = query.get('q')?.toLowerCase();
      const use = query.get('use');
      const found = desk.products.filter(
        (p) =>
          (!q || p.name.toLowerCase().includes(q) || p.ean === q) &&
          (!use || p.use === use) &&
          (query.get('active') !== 'true' || p.active),
      );
      return response(200).json(pageOf(found, 0, Number(query.get('size') ?? 50)));
    }),
    http.get('/warehouse/products/{id}', ({ params, response }) => {
      const found = desk.products.find((p) => p.id === Number(params.id));
      return found
        ? response(200).json(found)
        : response(404).json({ message: 'Prodotto non trovato', code: 'NOT_FOUND' });
    }),
    http.get('/warehouse/orders', ({ query, response }) => {
      const status = query.get('status');
      const found = desk.orders.filter((o) => !status || o.status === status);
      const page = Number(query.get('page') ?? 0);
      return response(200).json(
        pageOf(found.map(summaryOf), page, Number(query.get('size') ?? 20)),
      );
    }),
    http.get('/warehouse/orders/{id}', ({ params, response }) => {
      const found = order(params.id);
      return found
        ? response(200).json(found)
        : response(404).json({ message: 'Ordine non trovato', code: 'NOT_FOUND' });
    }),
    http.post('/warehouse/orders', async ({ request, response }) => {
      const created = draftOrder(desk, await request.json(), 20 + desk.orders.length);
      desk.orders = [created, ...desk.orders];
      return response(201).json(created);
    }),
    http.put('/warehouse/orders/{id}', async ({ params, request, response }) => {
      const { found, refused } = act(params.id, 'EDIT');
      if (!found || refused) return response(409).json(refused ?? refusal('?'));
      const edited = { ...draftOrder(desk, await request.json(), found.id), number: found.number };
      desk.orders = desk.orders.map((o) => (o.id === found.id ? edited : o));
      return response(200).json(edited);
    }),
    http.post('/warehouse/orders/propose', ({ response }) => {
      const wanted = desk.products
        .filter((p) => p.active)
        .map((p) => ({ p, quantity: proposeReorderQuantity({ ...p, onOrder: 0 }) }))
        .filter(({ quantity }) => quantity > 0);
      const bySupplier = new Map<number, typeof wanted>();
      for (const want of wanted)
        if (want.p.supplierId !== null)
          bySupplier.set(want.p.supplierId, [...(bySupplier.get(want.p.supplierId) ?? []), want]);
      const orders = [...bySupplier].map(([supplierId, lines], index) =>
        draftOrder(
          desk,
          {
            supplierId,
            lines: lines.map(({ p, quantity }) => ({
              productId: p.id,
              quantity,
              unitCostCents: p.costCents,
            })),
          },
          30 + desk.orders.length + index,
        ),
      );
      desk.orders = [...orders, ...desk.orders];
      const withoutSupplier = wanted
        .filter(({ p }) => p.supplierId === null)
        .map(({ p, quantity }) => ({ productId: p.id, productName: p.name, quantity }));
      return response(201).json({ orders, withoutSupplier });
    }),
    http.post('/warehouse/orders/{id}/send', ({ params, response }) => {
      const { found, refused } = act(params.id, 'SEND');
      if (!found || refused) return response(409).json(refused ?? refusal('?'));
      Object.assign(found, { status: 'INVIATO', sentAt: now });
      return response(200).json(found);
    }),
    http.post('/warehouse/orders/{id}/cancel', ({ params, response }) => {
      const { found, refused } = act(params.id, 'CANCEL');
      if (!found || refused) return response(409).json(refused ?? refusal('?'));
      Object.assign(found, { status: 'ANNULLATO', closedAt: now });
      return response(200).json(found);
    }),
    http.post('/warehouse/orders/{id}/receive', async ({ params, request, response }) => {
      const { found, refused } = act(params.id, 'RECEIVE');
      if (!found || refused) return response(409).json(refused ?? refusal('?'));
      const body = await request.json();
      desk.receiveKeys.push(request.headers.get('Idempotency-Key') ?? '');
      desk.received.push(body);
      for (const { productId, quantity } of body.lines) {
        const line = found.lines.find((l) => l.productId === productId);
        if (line && quantity > remainingToReceive(line) && !body.acceptExcess)
          return response(409).json(
            refusal(
              overReceiptMessage(line.productName, quantity, remainingToReceive(line)),
              'OVER_RECEIPT',
            ),
          );
      }
      for (const { productId, quantity } of body.lines) {
        const line = found.lines.find((l) => l.productId === productId);
        if (line) line.receivedQuantity += quantity;
      }
      found.status = statusAfterReceipt(found.lines);
      return response(200).json(found);
    }),
    http.get('/warehouse/movements', ({ query, response }) => {
      const productId = query.get('productId');
      const kind = query.get('kind');
      const found = desk.movements.filter(
        (m) => (!productId || m.productId === Number(productId)) && (!kind || m.kind === kind),
      );
      return response(200).json(pageOf(found, Number(query.get('page') ?? 0), 50));
    }),
    http.post('/warehouse/movements', async ({ request, response }) => {
      const body = await request.json();
      const p = desk.products.find((candidate) => candidate.id === body.productId);
      if (!p) return response(404).json({ message: 'Prodotto non trovato', code: 'NOT_FOUND' });
      p.quantity += body.quantity;
      const movement: Schemas['StockMovement'] = {
        id: 400 + desk.movements.length,
        productId: p.id,
        productName: p.name,
        unit: p.unit,
        kind: body.kind,
        quantity: body.quantity,
        balanceAfter: p.quantity,
        reason: body.reason ?? null,
        userEmail: 'info@salonebellavista.it',
        createdAt: now,
        purchaseOrderId: null,
        purchaseOrderNumber: null,
        receiptId: null,
        receiptNumber: null,
        inventoryCountId: null,
      };
      desk.movements = [movement, ...desk.movements];
      return response(201).json(movement);
    }),
  ];
};
