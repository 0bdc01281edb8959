import { describe, expect, it } from 'vitest';
import {
  createProductMutation,
  findProductByEanMutation,
  importProductsMutation,
  isApiError,
  productCategoriesQueryOptions,
  productsQueryOptions,
  stockMovementsQueryOptions,
  suppliersQueryOptions,
  updateProductMutation,
  type ProductInput,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { eachLike, errorBody, instant, integer, oneOf, string } from './fixtures.ts';
import { interaction } from './support.ts';
import { ean, unit, productUse } from './warehouse-matchers.ts';

// /magazzino/prodotti: the list searched and filtered, a scan's lookup, create and edit (with
// the duplicate barcode refusal), the form's categories and suppliers, a product's movements,
// the price-list import and the stock export.

const product = (overrides: Record<string, unknown> = {}) => ({
  id: 14,
  name: string('Balsamo idratante 200 ml'),
  brand: string('Bellavista Pro'),
  category: string('Balsamo'),
  ean: ean('8001090123466'),
  use: productUse(),
  unit: unit(),
  costCents: integer(800),
  salePriceCents: integer(1600),
  vatRate: integer(22),
  minimumStock: integer(2),
  active: true,
  supplierId: 3,
  supplierName: string('Forniture Bellezza Srl'),
  quantity: integer(0),
  underMinimum: true,
  createdAt: instant(),
  ...overrides,
});

const newProduct: ProductInput = {
  name: 'Maschera riparatrice',
  brand: null,
  category: 'Maschere',
  ean: '4006381333931',
  use: 'RIVENDITA',
  unit: 'PZ',
  costCents: 740,
  salePriceCents: 1500,
  vatRate: 22,
  minimumStock: 0,
  active: true,
  supplierId: null,
};

describe('Products', () => {
  it('GET /warehouse/products', () =>
    interaction({
      state: states.scannedProduct,
      description: 'a search of the products for "balsamo", first page',
      method: 'GET',
      path: '/warehouse/products',
      query: { q: 'balsamo', page: '0', size: '25' },
      status: 200,
      response: {
        content: eachLike(product()),
        page: integer(0),
        size: integer(25),
        totalElements: integer(1),
        totalPages: integer(1),
      },
      run: async (app) => {
        const page = await app.query(
          productsQueryOptions(app.client, { q: 'balsamo', page: 0, size: 25 }),
        );
        expect(page.content[0]?.name).toBe('Balsamo idratante 200 ml');
      },
    }));

  it('GET /warehouse/products/by-ean/{ean}', () =>
    interaction({
      state: states.scannedProduct,
      description: 'a scan of the barcode 8001090123466',
      method: 'GET',
      path: '/warehouse/products/by-ean/8001090123466',
      status: 200,
      response: product(),
      run: async (app) => {
        const found = await app.mutate(findProductByEanMutation(app.client), '8001090123466');
        expect(found.id).toBe(14);
      },
    }));

  it('GET /warehouse/products/by-ean/{ean} (no such product)', () =>
    interaction({
      state: states.scannedProduct,
      description: 'a scan of the barcode 4006381333931 that no product has',
      method: 'GET',
      path: '/warehouse/products/by-ean/4006381333931',
      status: 404,
      response: errorBody('Nessun prodotto con questo codice', 'NOT_FOUND'),
      run: async (app) => {
        const error = await app
          .mutate(findProductByEanMutation(app.client), '4006381333931')
          .catch((e: unknown) => e);
        expect(isApiError(error) && error.status).toBe(404);
      },
    }));

  it('POST /warehouse/products', () =>
    interaction({
      state: states.scannedProduct,
      description: 'a new product from a scanned barcode',
      method: 'POST',
      path: '/warehouse/products',
      body: newProduct,
      status: 201,
      response: product({
        id: integer(5001),
        name: string('Maschera riparatrice'),
        brand: null,
        category: string('Maschere'),
        ean: ean('4006381333931'),
        costCents: integer(740),
        salePriceCents: integer(1500),
        minimumStock: integer(0),
        supplierId: null,
        supplierName: null,
        underMinimum: false,
      }),
      run: async (app) => {
        const created = await app.mutate(createProductMutation(app.client), newProduct);
        expect(created.quantity).toBe(0);
      },
    }));

  it('POST /warehouse/products (duplicate barcode)', () =>
    interaction({
      state: states.scannedProduct,
      description: 'a new product with the barcode of product 14',
      method: 'POST',
      path: '/warehouse/products',
      body: { ...newProduct, ean: '8001090123466' },
      status: 409,
      response: errorBody(
        'Il codice EAN 8001090123466 è già del prodotto «Balsamo idratante 200 ml»',
        'DUPLICATE_EAN',
      ),
      run: async (app) => {
        const error = await app
          .mutate(createProductMutation(app.client), { ...newProduct, ean: '8001090123466' })
          .catch((e: unknown) => e);
        expect(isApiError(error) && error.code).toBe('DUPLICATE_EAN');
        expect(isApiError(error) && error.body?.message).toContain('è già del prodotto');
      },
    }));

  it('PUT /warehouse/products/{id}', () =>
    interaction({
      state: states.scannedProduct,
      description: 'an edit of product 14 (minimum 4)',
      method: 'PUT',
      path: '/warehouse/products/14',
      body: {
        ...newProduct,
        name: 'Balsamo idratante 200 ml',
        ean: '8001090123466',
        minimumStock: 4,
      },
      status: 200,
      response: product({
        brand: null,
        minimumStock: integer(4),
        supplierId: null,
        supplierName: null,
      }),
      run: async (app) => {
        const saved = await app.mutate(updateProductMutation(app.client, 14), {
          ...newProduct,
          name: 'Balsamo idratante 200 ml',
          ean: '8001090123466',
          minimumStock: 4,
        });
        expect(saved.minimumStock).toBe(4);
      },
    }));

  it('GET /warehouse/product-categories', () =>
    interaction({
      state: states.scannedProduct,
      description: 'a request for the product categories of the filter',
      method: 'GET',
      path: '/warehouse/product-categories',
      status: 200,
      response: { categories: eachLike(string('Balsamo')) },
      run: async (app) => {
        const read = await app.query(productCategoriesQueryOptions(app.client));
        expect(read.categories).toContain('Balsamo');
      },
    }));

  it('GET /warehouse/suppliers', () =>
    interaction({
      state: states.scannedProduct,
      description: 'a request for the suppliers of the product form',
      method: 'GET',
      path: '/warehouse/suppliers',
      status: 200,
      response: eachLike({
        id: 3,
        name: string('Forniture Bellezza Srl'),
        contactName: null,
        email: string('ordini@fornibellezza.it'),
        phoneNumber: null,
        vatNumber: null,
        notes: null,
        active: true,
        createdAt: instant(),
      }),
      run: async (app) => {
        const suppliers = await app.query(suppliersQueryOptions(app.client));
        expect(suppliers[0]?.name).toBe('Forniture Bellezza Srl');
      },
    }));

  it('GET /warehouse/movements?productId', () =>
    interaction({
      state: states.scannedProduct,
      description: "a request for product 12's movements, first page of 10",
      method: 'GET',
      path: '/warehouse/movements',
      query: { productId: '12', page: '0', size: '10' },
      status: 200,
      response: {
        content: eachLike({
          id: integer(1),
          productId: 12,
          productName: string('Shampoo nutriente 250 ml'),
          unit: unit(),
          kind: oneOf(
            ['CARICO', 'SCARICO', 'VENDITA', 'USO_INTERNO', 'RESO', 'RETTIFICA'],
            'CARICO',
          ),
          quantity: integer(1),
          balanceAfter: integer(1),
          reason: string('Giacenza iniziale'),
          userEmail: string('giulia@salone-demo.it'),
          createdAt: instant(),
          purchaseOrderId: null,
          purchaseOrderNumber: null,
          receiptId: null,
          receiptNumber: null,
          inventoryCountId: null,
        }),
        page: integer(0),
        size: integer(10),
        totalElements: integer(1),
        totalPages: integer(1),
      },
      run: async (app) => {
        const page = await app.query(
          stockMovementsQueryOptions(app.client, { productId: 12, page: 0, size: 10 }),
        );
        expect(page.content[0]?.balanceAfter).toBe(1);
      },
    }));

  it('POST /warehouse/products/import (dry run with an error)', () =>
    interaction({
      state: states.scannedProduct,
      description: 'a dry run of a price list whose second row has a wrong barcode',
      method: 'POST',
      path: '/warehouse/products/import',
      body: {
        csv: 'nome;ean;uso;costo\r\nMaschera;4006381333931;USO_INTERNO;7,40\r\nSiero;8001090123458;USO_INTERNO;5,00\r\n',
        dryRun: true,
      },
      status: 200,
      response: {
        rows: integer(2),
        created: integer(0),
        updated: integer(0),
        applied: false,
        errors: eachLike({
          row: 3,
          column: string('ean'),
          message: string('Codice EAN-13 non valido'),
        }),
      },
      run: async (app) => {
        const report = await app.mutate(importProductsMutation(app.client), {
          csv: 'nome;ean;uso;costo\r\nMaschera;4006381333931;USO_INTERNO;7,40\r\nSiero;8001090123458;USO_INTERNO;5,00\r\n',
          dryRun: true,
        });
        expect(report.errors[0]?.row).toBe(3);
      },
    }));
});
