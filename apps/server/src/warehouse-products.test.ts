// The warehouse's products and suppliers (issue #17): EAN-13 check digit and uniqueness (also
// under a race), the sale price of a product for sale, prices never negative, the salon's own
// supplier, search and filters, the scan lookup, categories; Partite IVA checked.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from './http/types.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';
import {
  createProduct,
  createSupplier,
  ean,
  moveStock,
  partitaIva,
  productInput,
} from './test-support/warehouse-calls.ts';

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});
const t = () => ({ token: s.token });

describe('products', () => {
  it('creates a product at quantity 0 with its supplier, reads and edits it, never its quantity', async () => {
    const supplier = await createSupplier(h.api, s.token);
    const product = await createProduct(h.api, s.token, { supplierId: supplier.id });
    expect(product).toMatchObject({
      name: 'Shampoo nutriente 250 ml',
      quantity: 0,
      underMinimum: true,
      supplierName: 'Forniture Bellezza Srl',
      active: true,
    });
    await moveStock(h.api, s.token, { productId: product.id, kind: 'CARICO', quantity: 6 });
    const edited = await h.api<Schemas['Product']>('PUT', `/warehouse/products/${product.id}`, {
      ...t(),
      body: productInput({ name: 'Shampoo nutriente 300 ml', minimumStock: 2, supplierId: null }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Shampoo nutriente 300 ml',
      quantity: 6,
      underMinimum: false,
      supplierId: null,
      supplierName: null,
    });
    const quantityInBody = await h.api('PUT', `/warehouse/products/${product.id}`, {
      ...t(),
      body: { ...productInput(), quantity: 100 },
    });
    expect(quantityInBody.status).toBe(400);
    const read = await h.api<Schemas['Product']>('GET', `/warehouse/products/${product.id}`, t());
    expect(read.body.quantity).toBe(6);
  });

  it('refuses a wrong check digit, a product for sale without a price and a negative price, in Italian', async () => {
    const wrong = await h.api('POST', '/warehouse/products', {
      ...t(),
      body: productInput({ ean: '8001090123450' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { ean: 'Codice EAN-13 non valido' },
    });
    const short = await h.api('POST', '/warehouse/products', {
      ...t(),
      body: productInput({ ean: '800109012345' }),
    });
    expect(short.body).toMatchObject({ errors: { ean: 'Codice EAN-13 non valido' } });
    const noPrice = await h.api('POST', '/warehouse/products', {
      ...t(),
      body: productInput({ salePriceCents: null }),
    });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body).toMatchObject({
      errors: { salePriceCents: 'Indica il prezzo di vendita: il prodotto è in rivendita' },
    });
    const negative = await h.api('POST', '/warehouse/products', {
      ...t(),
      body: productInput({ costCents: -100 }),
    });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({ errors: { costCents: 'Non può essere negativo' } });
    const professional = await h.api('POST', '/warehouse/products', {
      ...t(),
      body: productInput({ use: 'USO_INTERNO', salePriceCents: null, ean: null }),
    });
    expect(professional.status).toBe(201);
    const list = await h.api<Schemas['ProductPage']>('GET', '/warehouse/products', t());
    expect(list.body.totalElements).toBe(1);
  });

  it('keeps an EAN unique in the salon: 409 naming the other product, also for two creates at once', async () => {
    await createProduct(h.api, s.token);
    const dup = await h.api('POST', '/warehouse/products', {
      ...t(),
      body: productInput({ name: 'Altro shampoo' }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      message: `Il codice EAN ${ean('800109012345')} è già del prodotto «Shampoo nutriente 250 ml»`,
      code: 'DUPLICATE_EAN',
    });
    const other = await createProduct(h.api, s.token, {
      name: 'Maschera',
      ean: ean('800109099999'),
    });
    const steal = await h.api('PUT', `/warehouse/products/${other.id}`, {
      ...t(),
      body: productInput({ name: 'Maschera' }),
    });
    expect(steal.status).toBe(409);

    const race = productInput({ name: 'Gara', ean: ean('800555000111') });
    const answers = await Promise.all(
      [1, 2].map(() => h.api('POST', '/warehouse/products', { ...t(), body: race })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toMatchObject({ code: 'DUPLICATE_EAN' });

    // Another salon may use the same barcode.
    const b = await seedSalon(h.db, h.api, 'Salone Due');
    expect((await createProduct(h.api, b.token)).ean).toBe(ean('800109012345'));
  });

  it("refuses another salon's supplier with 404 and finds nothing of another salon", async () => {
    const b = await seedSalon(h.db, h.api, 'Salone Due');
    const theirs = await createSupplier(h.api, b.token, { name: 'Fornitore di B' });
    const theirProduct = await createProduct(h.api, b.token);
    const res = await h.api('POST', '/warehouse/products', {
      ...t(),
      body: productInput({ supplierId: theirs.id }),
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Fornitore non trovato' });
    expect((await h.api('GET', `/warehouse/products/${theirProduct.id}`, t())).status).toBe(404);
    expect((await h.api('GET', `/warehouse/suppliers/${theirs.id}`, t())).status).toBe(404);
    expect(
      (await h.api('GET', `/warehouse/products/by-ean/${ean('800109012345')}`, t())).status,
    ).toBe(404);
  });

  it('searches by name, brand and exact EAN, filters by category, use, under minimum and active, by name', async () => {
    const a = await createProduct(h.api, s.token, {
      name: 'Tinta 6.0 biondo scuro',
      brand: 'Wella',
      category: 'Colore',
      ean: ean('400000000001'),
      use: 'USO_INTERNO',
      salePriceCents: null,
      minimumStock: 0,
    });
    await createProduct(h.api, s.token, {
      name: 'Ossidante 20 vol',
      brand: 'Wella',
      category: 'Ossidanti',
      ean: null,
      use: 'USO_INTERNO',
      salePriceCents: null,
      minimumStock: 2,
    });
    await createProduct(h.api, s.token, {
      name: 'Balsamo 100% naturale',
      category: 'Shampoo',
      ean: null,
      active: false,
    });
    await createProduct(h.api, s.token);
    await moveStock(h.api, s.token, { productId: a.id, kind: 'CARICO', quantity: 3 });
    const names = async (query: Record<string, string | number | boolean>) =>
      (
        await h.api<Schemas['ProductPage']>('GET', '/warehouse/products', { ...t(), query })
      ).body.content.map((p) => p.name);
    expect(await names({})).toEqual([
      'Balsamo 100% naturale',
      'Ossidante 20 vol',
      'Shampoo nutriente 250 ml',
      'Tinta 6.0 biondo scuro',
    ]);
    expect(await names({ q: 'wella' })).toEqual(['Ossidante 20 vol', 'Tinta 6.0 biondo scuro']);
    expect(await names({ q: '100%' })).toEqual(['Balsamo 100% naturale']);
    expect(await names({ q: ean('400000000001') })).toEqual(['Tinta 6.0 biondo scuro']);
    expect(await names({ category: 'Ossidanti' })).toEqual(['Ossidante 20 vol']);
    expect(await names({ use: 'RIVENDITA', active: true })).toEqual(['Shampoo nutriente 250 ml']);
    expect(await names({ underMinimum: true })).toEqual([
      'Ossidante 20 vol',
      'Shampoo nutriente 250 ml',
    ]);
    expect(await names({ active: false })).toEqual(['Balsamo 100% naturale']);
    const page = await h.api<Schemas['ProductPage']>('GET', '/warehouse/products', {
      ...t(),
      query: { size: 3, page: 1 },
    });
    expect(page.body).toMatchObject({ totalElements: 4, totalPages: 2, page: 1, size: 3 });
    expect(page.body.content.map((p) => p.name)).toEqual(['Tinta 6.0 biondo scuro']);

    const scan = await h.api<Schemas['Product']>(
      'GET',
      `/warehouse/products/by-ean/${ean('400000000001')}`,
      t(),
    );
    expect(scan.body).toMatchObject({ name: 'Tinta 6.0 biondo scuro', quantity: 3 });
    const badScan = await h.api('GET', '/warehouse/products/by-ean/4000000000010', t());
    expect(badScan.status).toBe(400);
    expect(badScan.body).toMatchObject({ errors: { ean: 'Codice EAN-13 non valido' } });
    const unknown = await h.api('GET', `/warehouse/products/by-ean/${ean('999999999999')}`, t());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Nessun prodotto con questo codice' });

    const categories = await h.api('GET', '/warehouse/product-categories', t());
    expect(categories.body).toEqual({ categories: ['Colore', 'Ossidanti', 'Shampoo'] });
  });
});

describe('suppliers', () => {
  it('checks the Partita IVA (spaces and IT dropped), lists by name, edits', async () => {
    const vat = partitaIva('0123456789');
    const bad = await h.api('POST', '/warehouse/suppliers', {
      ...t(),
      body: { name: 'Sbagliato', vatNumber: '01234567890' === vat ? '01234567891' : '01234567890' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { vatNumber: 'Partita IVA non valida' } });
    const created = await createSupplier(h.api, s.token, {
      name: 'Zeta Cosmetici',
      vatNumber: `IT ${vat.slice(0, 5)} ${vat.slice(5)}`,
      email: 'ordini@zeta.example.it',
      notes: 'Consegna il martedì',
    });
    expect(created).toMatchObject({ vatNumber: vat, active: true, contactName: null });
    await createSupplier(h.api, s.token, { name: 'Alfa Forniture' });
    const list = await h.api<Schemas['Supplier'][]>('GET', '/warehouse/suppliers', t());
    expect(list.body.map((x) => x.name)).toEqual(['Alfa Forniture', 'Zeta Cosmetici']);
    const edited = await h.api('PUT', `/warehouse/suppliers/${created.id}`, {
      ...t(),
      body: { name: 'Zeta Cosmetici Srl', active: false },
    });
    expect(edited.body).toMatchObject({
      name: 'Zeta Cosmetici Srl',
      active: false,
      vatNumber: null,
    });
    expect((await h.api('GET', `/warehouse/suppliers/${created.id}`, t())).body).toMatchObject({
      name: 'Zeta Cosmetici Srl',
    });
  });
});
