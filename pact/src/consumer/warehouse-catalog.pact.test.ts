// The warehouse's products as /magazzino reads and writes them (list, create, duplicate barcode,
// import, scan, edit, categories, the stock CSV), through the real @agendina/api factories
// (issue #17). Suppliers, the ledger, orders and counts have files of their own.
import { describe, expect, it } from 'vitest';
import {
  createProductMutation,
  exportStockCsvMutation,
  findProductByEanMutation,
  importProductsMutation,
  productCategoriesQueryOptions,
  productQueryOptions,
  productsQueryOptions,
  updateProductMutation,
  type ProductInput,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { boolean, eachLike, errorBody, integer, string } from './fixtures.ts';
import { interaction } from './support.ts';
import { ean, stockProduct, page } from './warehouse-matchers.ts';

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

describe('Warehouse: products', () => {
  it('GET /warehouse/products', () =>
    interaction({
      state: states.warehouse,
      description: 'a search of the products for "shampoo"',
      method: 'GET',
      path: '/warehouse/products',
      query: { q: 'shampoo' },
      status: 200,
      response: page(stockProduct()),
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
      response: stockProduct({
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
      response: stockProduct(),
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
      response: stockProduct(),
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
      response: stockProduct({ minimumStock: integer(1), underMinimum: boolean(false) }),
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
});
