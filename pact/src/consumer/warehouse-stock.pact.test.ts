// The warehouse's products, suppliers, ledger and overview as /magazzino reads and writes them,
// through the real @agendina/api factories (issue #17). Orders and counts are in their own file.
import { describe, expect, it } from 'vitest';
import {
  createProductMutation,
  createStockMovementMutation,
  createSupplierMutation,
  exportStockCsvMutation,
  findProductByEanMutation,
  importProductsMutation,
  productCategoriesQueryOptions,
  productQueryOptions,
  productsQueryOptions,
  stockMovementsQueryOptions,
  supplierQueryOptions,
  suppliersQueryOptions,
  updateProductMutation,
  updateSupplierMutation,
  warehouseOverviewQueryOptions,
  type ProductInput,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import {
  boolean,
  eachLike,
  errorBody,
  instant,
  integer,
  oneOf,
  regex,
  string,
} from './fixtures.ts';
import { interaction } from './support.ts';

const ean = (example = '8001090123459') => regex('^[0-9]{13}$', example);
const unit = () => oneOf(['PZ', 'ML', 'G', 'CONF'], 'PZ');

/** What the product list, the form and the scan read of a product. */
const product = (overrides: Record<string, unknown> = {}) => ({
  id: integer(12),
  name: string('Shampoo nutriente 250 ml'),
  brand: string('Davines'),
  category: string('Shampoo'),
  ean: ean(),
  use: oneOf(['RIVENDITA', 'USO_INTERNO'], 'RIVENDITA'),
  unit: unit(),
  costCents: integer(950),
  salePriceCents: integer(1900),
  vatRate: integer(22),
  minimumStock: integer(4),
  active: boolean(true),
  supplierId: integer(3),
  supplierName: string('Forniture Bellezza Srl'),
  quantity: integer(2),
  underMinimum: boolean(true),
  ...overrides,
});

const supplier = (overrides: Record<string, unknown> = {}) => ({
  id: integer(3),
  name: string('Forniture Bellezza Srl'),
  contactName: string('Paolo Ferri'),
  email: string('ordini@fornitureb.example.it'),
  vatNumber: regex('^[0-9]{11}$', '01234567897'),
  active: boolean(true),
  ...overrides,
});

/** What the ledger and the overview read of a movement. */
const movement = (overrides: Record<string, unknown> = {}) => ({
  id: integer(301),
  productId: integer(12),
  productName: string('Shampoo nutriente 250 ml'),
  unit: unit(),
  kind: oneOf(['CARICO', 'SCARICO', 'VENDITA', 'USO_INTERNO', 'RESO', 'RETTIFICA'], 'SCARICO'),
  quantity: integer(-4),
  balanceAfter: integer(2),
  userEmail: string('info@salonebellavista.it'),
  createdAt: instant('2030-03-07T10:05:00+01:00'),
  ...overrides,
});

const page = (item: unknown) => ({
  content: eachLike(item),
  page: integer(0),
  size: integer(50),
  totalElements: integer(1),
  totalPages: integer(1),
});

const newProduct: ProductInput = {
  name: 'Maschera ristrutturante 200 ml',
  brand: 'Davines',
  category: 'Maschere',
  ean: '8001090999993',
  use: 'RIVENDITA',
  unit: 'PZ',
  costCents: 1420,
  salePriceCents: 2800,
  vatRate: 22,
  minimumStock: 2,
  supplierId: 3,
};

/** The stock export of the state, byte for byte (UTF-8 with a BOM, by name). */
const stockCsv =
  '\ufeffnome;marca;categoria;ean;uso;unita;costo;prezzo;iva;scorta_minima;quantita;valore;sotto_minimo\r\n' +
  'Shampoo nutriente 250 ml;Davines;Shampoo;8001090123459;RIVENDITA;PZ;9,50;19,00;22;4;2;19,00;sì\r\n' +
  'Tinta 7.1 biondo cenere 60 ml;Wella Koleston;Colore;;USO_INTERNO;PZ;5,20;;22;5;-1;0,00;sì\r\n';

describe('Warehouse: products and suppliers', () => {
  it('GET /warehouse/products', () =>
    interaction({
      state: states.warehouse,
      description: 'a search of the products for "shampoo"',
      method: 'GET',
      path: '/warehouse/products',
      query: { q: 'shampoo' },
      status: 200,
      response: page(product()),
      run: async (app) => {
        const found = await app.query(productsQueryOptions(app.client, { q: 'shampoo' }));
        expect(found.content[0]?.underMinimum).toBe(true);
      },
    }));

  it('POST /warehouse/products', () =>
    interaction({
      state: states.warehouse,
      description: 'a new product with a valid barcode',
      method: 'POST',
      path: '/warehouse/products',
      body: newProduct,
      status: 201,
      response: product({
        name: string(newProduct.name),
        ean: ean('8001090999993'),
        quantity: integer(0),
      }),
      run: async (app) => {
        const created = await app.mutate(createProductMutation(app.client), newProduct);
        expect(created.quantity).toBe(0);
      },
    }));

  it('POST /warehouse/products (duplicate EAN)', () =>
    interaction({
      state: states.warehouse,
      description: 'a new product with the barcode of product 12',
      method: 'POST',
      path: '/warehouse/products',
      body: { ...newProduct, ean: '8001090123459' },
      status: 409,
      response: errorBody(
        'Il codice EAN 8001090123459 è già del prodotto «Shampoo nutriente 250 ml»',
        'DUPLICATE_EAN',
      ),
      run: async (app) => {
        await expect(
          app.mutate(createProductMutation(app.client), { ...newProduct, ean: '8001090123459' }),
        ).rejects.toMatchObject({ status: 409 });
      },
    }));

  it('POST /warehouse/products/import', () =>
    interaction({
      state: states.warehouse,
      description: 'a dry run of a price list of one row',
      method: 'POST',
      path: '/warehouse/products/import',
      body: {
        csv: 'nome;ean;costo;prezzo\r\nShampoo nutriente 250 ml;8001090123459;9,80;19,50\r\n',
        dryRun: true,
      },
      status: 200,
      response: {
        rows: integer(1),
        created: integer(0),
        updated: integer(1),
        applied: boolean(false),
        errors: [],
      },
      run: async (app) => {
        const report = await app.mutate(importProductsMutation(app.client), {
          csv: 'nome;ean;costo;prezzo\r\nShampoo nutriente 250 ml;8001090123459;9,80;19,50\r\n',
          dryRun: true,
        });
        expect(report.updated).toBe(1);
      },
    }));

  it('GET /warehouse/products/by-ean/{ean}', () =>
    interaction({
      state: states.warehouse,
      description: 'a scan of barcode 8001090123459',
      method: 'GET',
      path: '/warehouse/products/by-ean/8001090123459',
      status: 200,
      response: product(),
      run: async (app) => {
        const found = await app.mutate(findProductByEanMutation(app.client), '8001090123459');
        expect(found.id).toBe(12);
      },
    }));

  it('GET /warehouse/products/{id}', () =>
    interaction({
      state: states.warehouse,
      description: 'a request for product 12',
      method: 'GET',
      path: '/warehouse/products/12',
      status: 200,
      response: product(),
      run: async (app) => {
        expect((await app.query(productQueryOptions(app.client, 12))).quantity).toBe(2);
      },
    }));

  it('PUT /warehouse/products/{id}', () =>
    interaction({
      state: states.warehouse,
      description: 'an edit of product 12',
      method: 'PUT',
      path: '/warehouse/products/12',
      body: {
        ...newProduct,
        name: 'Shampoo nutriente 250 ml',
        ean: '8001090123459',
        minimumStock: 1,
      },
      status: 200,
      response: product({ minimumStock: integer(1), underMinimum: boolean(false) }),
      run: async (app) => {
        const saved = await app.mutate(updateProductMutation(app.client, 12), {
          ...newProduct,
          name: 'Shampoo nutriente 250 ml',
          ean: '8001090123459',
          minimumStock: 1,
        });
        expect(saved.underMinimum).toBe(false);
      },
    }));

  it('GET /warehouse/product-categories', () =>
    interaction({
      state: states.warehouse,
      description: 'a request for the categories in use',
      method: 'GET',
      path: '/warehouse/product-categories',
      status: 200,
      response: { categories: eachLike('Colore') },
      run: async (app) => {
        expect((await app.query(productCategoriesQueryOptions(app.client))).categories).toContain(
          'Colore',
        );
      },
    }));

  it('GET /warehouse/stock/csv', () =>
    interaction({
      state: states.warehouse,
      description: 'a request for the stock as CSV',
      method: 'GET',
      path: '/warehouse/stock/csv',
      status: 200,
      textResponse: { contentType: 'text/csv; charset=utf-8', body: stockCsv },
      run: async (app) => {
        const file = await app.mutate(exportStockCsvMutation(app.client), '2030-03-07');
        expect(file.fileName).toBe('magazzino-2030-03-07.csv');
        expect(file.text).toContain('Shampoo nutriente 250 ml;Davines;Shampoo;8001090123459');
      },
    }));

  it('GET /warehouse/suppliers', () =>
    interaction({
      state: states.warehouse,
      description: 'a request for the suppliers',
      method: 'GET',
      path: '/warehouse/suppliers',
      status: 200,
      response: eachLike(supplier()),
      run: async (app) => {
        expect((await app.query(suppliersQueryOptions(app.client)))[0]?.id).toBe(3);
      },
    }));

  it('POST /warehouse/suppliers', () =>
    interaction({
      state: states.warehouse,
      description: 'a new supplier with a Partita IVA written with IT and spaces',
      method: 'POST',
      path: '/warehouse/suppliers',
      body: { name: 'Color Pro Distribuzione', vatNumber: 'IT 01234 567897' },
      status: 201,
      response: {
        id: integer(5001),
        name: string('Color Pro Distribuzione'),
        vatNumber: regex('^[0-9]{11}$', '01234567897'),
        active: boolean(true),
      },
      run: async (app) => {
        const created = await app.mutate(createSupplierMutation(app.client), {
          name: 'Color Pro Distribuzione',
          vatNumber: 'IT 01234 567897',
        });
        expect(created.vatNumber).toBe('01234567897');
      },
    }));

  it('GET /warehouse/suppliers/{id}', () =>
    interaction({
      state: states.warehouse,
      description: 'a request for supplier 3',
      method: 'GET',
      path: '/warehouse/suppliers/3',
      status: 200,
      response: supplier(),
      run: async (app) => {
        expect((await app.query(supplierQueryOptions(app.client, 3))).name).toBe(
          'Forniture Bellezza Srl',
        );
      },
    }));

  it('PUT /warehouse/suppliers/{id}', () =>
    interaction({
      state: states.warehouse,
      description: 'an edit of supplier 3',
      method: 'PUT',
      path: '/warehouse/suppliers/3',
      body: {
        name: 'Forniture Bellezza Srl',
        contactName: 'Anna Ferri',
        email: 'ordini@fornitureb.example.it',
        vatNumber: '01234567897',
      },
      status: 200,
      response: supplier({ contactName: string('Anna Ferri') }),
      run: async (app) => {
        const saved = await app.mutate(updateSupplierMutation(app.client, 3), {
          name: 'Forniture Bellezza Srl',
          contactName: 'Anna Ferri',
          email: 'ordini@fornitureb.example.it',
          vatNumber: '01234567897',
        });
        expect(saved.contactName).toBe('Anna Ferri');
      },
    }));
});

describe('Warehouse: the ledger and the overview', () => {
  it('GET /warehouse/overview', () =>
    interaction({
      state: states.warehouse,
      description: 'a request for the /magazzino overview',
      method: 'GET',
      path: '/warehouse/overview',
      status: 200,
      response: {
        stockValueCents: integer(1900),
        activeProductCount: integer(2),
        underMinimumCount: integer(2),
        underMinimum: eachLike({
          productId: integer(12),
          name: string('Shampoo nutriente 250 ml'),
          unit: unit(),
          quantity: integer(2),
          minimumStock: integer(4),
        }),
        negativeCount: integer(1),
        negative: eachLike({
          productId: integer(13),
          name: string('Tinta 7.1 biondo cenere 60 ml'),
          unit: unit(),
          quantity: integer(-1),
          minimumStock: integer(5),
        }),
        lastMovements: eachLike(movement()),
        openOrderCount: integer(0),
        openOrders: [],
      },
      run: async (app) => {
        const overview = await app.query(warehouseOverviewQueryOptions(app.client));
        expect(overview.negative[0]?.quantity).toBe(-1);
      },
    }));

  it('GET /warehouse/movements', () =>
    interaction({
      state: states.warehouse,
      description: 'a request for the movements of product 12',
      method: 'GET',
      path: '/warehouse/movements',
      query: { productId: '12' },
      status: 200,
      response: page(movement()),
      run: async (app) => {
        const ledger = await app.query(stockMovementsQueryOptions(app.client, { productId: 12 }));
        expect(ledger.content[0]?.balanceAfter).toBe(2);
      },
    }));

  it('POST /warehouse/movements', () =>
    interaction({
      state: states.warehouse,
      description: 'a SCARICO of one piece of product 12 by hand',
      method: 'POST',
      path: '/warehouse/movements',
      headers: {
        'Idempotency-Key': regex('^[\\x21-\\x7E]{1,255}$', '9b2f4c1e-6a3d-4e8b-8c2a-1d5e6f7a8b90'),
      },
      body: { productId: 12, kind: 'SCARICO', quantity: -1, reason: 'Flacone rotto' },
      status: 201,
      response: movement({
        id: integer(5001),
        quantity: integer(-1),
        balanceAfter: integer(1),
        createdAt: instant(),
      }),
      run: async (app) => {
        const written = await app.mutate(
          createStockMovementMutation(app.client, '9b2f4c1e-6a3d-4e8b-8c2a-1d5e6f7a8b90'),
          { productId: 12, kind: 'SCARICO', quantity: -1, reason: 'Flacone rotto' },
        );
        expect(written.balanceAfter).toBe(1);
      },
    }));
});
