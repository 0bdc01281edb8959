import { isValidEan13, isUnderMinimum } from '@agendina/scheduling';
import { http, type Schemas } from '../api-mocks.ts';
import {
  fixtureMovements,
  fixtureProducts,
  fixtureSuppliers,
} from '../fixtures/warehouse-products.ts';

/** The products the mock server holds: a story starts from a copy and sees what it saves. */
export interface ProductsDesk {
  products: Schemas['Product'][];
  imported: Schemas['ProductImportRequest'][];
}

export const newProductsDesk = (
  products: Schemas['Product'][] = fixtureProducts,
): ProductsDesk => ({ products: products.map((p) => ({ ...p })), imported: [] });

const problem = (message: string, code: string) => ({ message, code });

/** Search, filters and pages as listProducts describes them (by name). */
function pageOf(desk: ProductsDesk, query: URLSearchParams): Schemas['ProductPage'] {
  const q = (query.get('q') ?? '').trim().toLowerCase();
  const size = Number(query.get('size') ?? 50);
  const page = Number(query.get('page') ?? 0);
  const found = desk.products
    .filter(
      (p) =>
        q === '' ||
        p.name.toLowerCase().includes(q) ||
        (p.brand ?? '').toLowerCase().includes(q) ||
        p.ean === q,
    )
    .filter((p) => !query.get('category') || p.category === query.get('category'))
    .filter((p) => !query.get('use') || p.use === query.get('use'))
    .filter((p) => query.get('underMinimum') !== 'true' || p.underMinimum)
    .filter((p) => !query.get('active') || String(p.active) === query.get('active'))
    .sort((a, b) => a.name.localeCompare(b.name, 'it'));
  return {
    content: found.slice(page * size, page * size + size),
    page,
    size,
    totalElements: found.length,
    totalPages: Math.ceil(found.length / size),
  };
}

/** A product as the server would save it: EAN check digit, uniqueness, the derived fields. */
function saved(
  desk: ProductsDesk,
  body: Schemas['ProductInput'],
  existing: Schemas['Product'] | null,
) {
  if (body.ean && !isValidEan13(body.ean)) {
    return {
      status: 400 as const,
      body: {
        message: 'Dati non validi',
        code: 'VALIDATION_FAILED',
        errors: { ean: 'Codice EAN-13 non valido' },
      },
    };
  }
  const twin = desk.products.find((p) => body.ean && p.ean === body.ean && p.id !== existing?.id);
  if (twin) {
    return {
      status: 409 as const,
      body: problem(`Il codice EAN ${body.ean} è già del prodotto «${twin.name}»`, 'DUPLICATE_EAN'),
    };
  }
  const quantity = existing?.quantity ?? 0;
  const product: Schemas['Product'] = {
    id: existing?.id ?? 100 + desk.products.length,
    name: body.name,
    brand: body.brand ?? null,
    category: body.category ?? null,
    ean: body.ean ?? null,
    use: body.use,
    unit: body.unit,
    costCents: body.costCents,
    salePriceCents: body.salePriceCents ?? null,
    vatRate: body.vatRate,
    minimumStock: body.minimumStock,
    active: body.active ?? true,
    supplierId: body.supplierId ?? null,
    supplierName: fixtureSuppliers.find((s) => s.id === body.supplierId)?.name ?? null,
    quantity,
    underMinimum: (body.active ?? true) && isUnderMinimum(quantity, body.minimumStock),
    createdAt: existing?.createdAt ?? '2026-11-19T09:30:00Z',
  };
  desk.products = existing
    ? desk.products.map((p) => (p.id === product.id ? product : p))
    : [...desk.products, product];
  return { status: 200 as const, product };
}

/** A price list whose text contains "ERRORE" has an error on row 3 (a wrong EAN). */
function importReport(body: Schemas['ProductImportRequest']): Schemas['ProductImportReport'] {
  const rows = body.csv.trim().split(/\r?\n/).length - 1;
  if (body.csv.includes('ERRORE')) {
    return {
      rows,
      created: 0,
      updated: 0,
      applied: false,
      errors: [{ row: 3, column: 'ean', message: 'Codice EAN-13 non valido' }],
    };
  }
  return { rows, created: rows - 1, updated: 1, applied: body.dryRun !== true, errors: [] };
}

/** The calls of /magazzino/prodotti, kept in `desk`. */
export const warehouseProductsHandlers = (desk: ProductsDesk) => [
  http.get('/warehouse/products', ({ request, response }) =>
    response(200).json(pageOf(desk, new URL(request.url).searchParams)),
  ),
  http.get('/warehouse/products/by-ean/{ean}', ({ params, response }) => {
    const product = desk.products.find((p) => p.ean === params.ean);
    return product
      ? response(200).json(product)
      : response(404).json(problem('Nessun prodotto con questo codice', 'NOT_FOUND'));
  }),
  http.get('/warehouse/products/{id}', ({ params, response }) => {
    const product = desk.products.find((p) => p.id === Number(params.id));
    return product
      ? response(200).json(product)
      : response(404).json(problem('Prodotto non trovato', 'NOT_FOUND'));
  }),
  http.post('/warehouse/products', async ({ request, response }) => {
    const result = saved(desk, await request.json(), null);
    if (result.status === 400) return response(400).json(result.body);
    if (result.status === 409) return response(409).json(result.body);
    return response(201).json(result.product);
  }),
  http.put('/warehouse/products/{id}', async ({ params, request, response }) => {
    const existing = desk.products.find((p) => p.id === Number(params.id)) ?? null;
    const result = saved(desk, await request.json(), existing);
    if (result.status === 400) return response(400).json(result.body);
    if (result.status === 409) return response(409).json(result.body);
    return response(200).json(result.product);
  }),
  http.get('/warehouse/product-categories', ({ response }) =>
    response(200).json({
      categories: [
        ...new Set(desk.products.flatMap((p) => (p.category ? [p.category] : []))),
      ].sort(),
    }),
  ),
  http.get('/warehouse/suppliers', ({ response }) => response(200).json(fixtureSuppliers)),
  http.get('/warehouse/movements', ({ request, response }) => {
    const productId = Number(new URL(request.url).searchParams.get('productId'));
    const content = productId === 12 ? fixtureMovements(productId) : [];
    return response(200).json({
      content,
      page: 0,
      size: 10,
      totalElements: content.length,
      totalPages: content.length > 0 ? 1 : 0,
    });
  }),
  http.post('/warehouse/products/import', async ({ request, response }) => {
    const body = await request.json();
    desk.imported.push(body);
    return response(200).json(importReport(body));
  }),
  http.get('/warehouse/stock/csv', ({ response }) =>
    response(200).text('\ufeffnome;ean;quantita\r\nShampoo nutriente 250 ml;8001090123459;2\r\n'),
  ),
];
