// The warehouse's CSV (issue #17): a supplier's price list imported all-or-nothing with a report
// row by row, a dry run, update by EAN else create; a file it cannot read is 400 CSV_INVALID; the
// stock export (BOM, semicolons, comma decimals) imported back updates and never duplicates.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from './http/types.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';
import { createProduct, ean, moveStock } from './test-support/warehouse-calls.ts';

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});
const t = () => ({ token: s.token });

const importCsv = (csv: string, dryRun = false) =>
  h.api<Schemas['ProductImportReport']>('POST', '/warehouse/products/import', {
    ...t(),
    body: { csv, dryRun },
  });
const products = async () =>
  (await h.api<Schemas['ProductPage']>('GET', '/warehouse/products', t())).body.content;

const HEADER = 'Nome;Marca;Categoria;EAN;Uso;Unità;Costo;Prezzo;IVA;Scorta minima';

describe('product import', () => {
  it('checks every row first: one error and nothing is written, with the row and column of each', async () => {
    const csv = [
      HEADER,
      `Shampoo nutriente;Davines;Shampoo;${ean('800109012345')};RIVENDITA;PZ;9,50;19,00;22;4`,
      `Maschera;Davines;Maschere;8001090123450;RIVENDITA;PZ;12.00;24;22;2`,
      `Tinta 7.1;Wella;Colore;;USO_INTERNO;PZ;-4,20;;22;5`,
      `Balsamo;;;;RIVENDITA;PZ;5;;22;0`,
      `Doppio;;;${ean('800109012345')};USO_INTERNO;LITRI;5;;23;x`,
    ].join('\r\n');
    const report = await importCsv(csv);
    expect(report.status).toBe(200);
    expect(report.body).toEqual({
      rows: 5,
      created: 0,
      updated: 0,
      applied: false,
      errors: [
        { row: 3, column: 'ean', message: 'Codice EAN-13 non valido' },
        { row: 4, column: 'costo', message: 'Il costo non può essere negativo' },
        {
          row: 5,
          column: 'prezzo',
          message: 'Indica il prezzo di vendita: il prodotto è in rivendita',
        },
        { row: 6, column: 'unita', message: 'Unità non valida: PZ, ML, G, CONF' },
        { row: 6, column: 'iva', message: 'Aliquota IVA non valida: 22, 10, 5, 4, 0' },
        {
          row: 6,
          column: 'scorta_minima',
          message: 'La scorta minima deve essere un numero intero da 0 in su',
        },
      ],
    });
    expect(await products()).toEqual([]);
  });

  it('creates and updates by EAN (a dry run only counts), in one go; quoted fields and commas read', async () => {
    const existing = await createProduct(h.api, s.token, { name: 'Vecchio nome', costCents: 800 });
    await moveStock(h.api, s.token, { productId: existing.id, kind: 'CARICO', quantity: 3 });
    const csv =
      'nome,costo,ean,prezzo,categoria\n' +
      `"Shampoo ""nutriente"", 250 ml",9.50,${ean('800109012345')},"19,00",Shampoo\n` +
      '"Olio da massaggio\nmandorla",6,,12,Oli\n\n';
    const dry = await importCsv(csv, true);
    expect(dry.body).toEqual({ rows: 2, created: 1, updated: 1, applied: false, errors: [] });
    expect((await products()).map((p) => p.name)).toEqual(['Vecchio nome']);
    const done = await importCsv(csv);
    expect(done.body).toEqual({ rows: 2, created: 1, updated: 1, applied: true, errors: [] });
    const after = await products();
    expect(after.map((p) => [p.name, p.costCents, p.salePriceCents, p.quantity])).toEqual([
      ['Olio da massaggio\nmandorla', 600, 1200, 0],
      ['Shampoo "nutriente", 250 ml', 950, 1900, 3],
    ]);
  });

  it('answers 400 CSV_INVALID for a file it cannot read', async () => {
    const noName = await importCsv('marca;costo\nDavines;9,50\n');
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({
      message: 'Il file non ha la colonna obbligatoria «nome»',
      code: 'CSV_INVALID',
    });
    const open = await importCsv('nome;costo\n"Shampoo;9,50\n');
    expect(open.body).toMatchObject({ code: 'CSV_INVALID' });
    const many = await importCsv(
      `nome;costo\n${Array.from({ length: 5001 }, (_, i) => `P${i};1`).join('\n')}`,
    );
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({
      code: 'CSV_INVALID',
      message: expect.stringContaining('5.000'),
    });
  });
});

describe('stock export', () => {
  it('writes a BOM, semicolons and comma decimals, and reads back as an update, never a duplicate', async () => {
    const shampoo = await createProduct(h.api, s.token);
    const oil = await createProduct(h.api, s.token, {
      name: '-Olio; mandorla',
      ean: null,
      use: 'USO_INTERNO',
      salePriceCents: null,
      costCents: 1234,
      minimumStock: 0,
    });
    await moveStock(h.api, s.token, { productId: shampoo.id, kind: 'CARICO', quantity: 2 });
    await moveStock(h.api, s.token, { productId: oil.id, kind: 'USO_INTERNO', quantity: -1 });
    const res = await h.api('GET', '/warehouse/stock/csv', t());
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="magazzino-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // The bytes start with the UTF-8 BOM (a text decoder drops it, so read them raw).
    const raw = await h.app.request('/warehouse/stock/csv', {
      headers: { Authorization: `Bearer ${s.token}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = `\uFEFF${res.body as string}`;
    expect(text.slice(1).split('\r\n')).toEqual([
      'nome;marca;categoria;ean;uso;unita;costo;prezzo;iva;scorta_minima;quantita;valore;sotto_minimo',
      `"'-Olio; mandorla";Davines;Shampoo;;USO_INTERNO;PZ;12,34;;22;0;-1;0,00;no`,
      `Shampoo nutriente 250 ml;Davines;Shampoo;${ean('800109012345')};RIVENDITA;PZ;9,50;19,00;22;4;2;19,00;sì`,
      '',
    ]);
    const back = await importCsv(text);
    expect(back.body).toEqual({ rows: 2, created: 0, updated: 2, applied: true, errors: [] });
    const after = await products();
    expect(after.map((p) => [p.name, p.quantity])).toEqual([
      ['-Olio; mandorla', -1],
      ['Shampoo nutriente 250 ml', 2],
    ]);
  });
});
