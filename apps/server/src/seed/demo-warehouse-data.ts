// The demo salons' warehouse, by business type: believable Italian products and suppliers, what
// was loaded over the demo's weeks and what has gone out, so /magazzino shows a value, products
// under their minimum and one below zero (a colour used before its order arrived).
import type { ProductUnit, ProductUse } from '@agendina/contract';
import type { Schemas } from '../domain/contract-types.ts';

export interface DemoSupplier {
  name: string;
  contactName: string;
  email: string;
  phoneNumber: string;
  /** The first 10 digits of the Partita IVA: the seed appends its check digit. */
  vatFirst10: string;
  notes: string | null;
}

export interface DemoProduct {
  name: string;
  brand: string;
  category: string;
  use: ProductUse;
  unit: ProductUnit;
  costCents: number;
  salePriceCents: number | null;
  minimumStock: number;
  /** Index into the type's suppliers. */
  supplier: number;
  /** Loaded over the demo's weeks: the first CARICO, then what its orders brought. */
  loaded: number;
  /** Out over those weeks (negative): sold (VENDITA, at the desk where there is one) or used. */
  out: number;
}

/** The figures of a product after its name, brand, category and prices, in the tables below. */
type Figures = [minimumStock: number, supplier: number, loaded: number, out: number];

/** A product of the tables below: how it is used and priced, then its Figures. */
const product = (
  [name, brand, category]: [string, string, string],
  price: Pick<DemoProduct, 'use' | 'unit' | 'costCents' | 'salePriceCents'>,
  [minimumStock, supplier, loaded, out]: Figures,
): DemoProduct => ({ name, brand, category, ...price, minimumStock, supplier, loaded, out });

/** Products for resale, by the piece: name, brand, category, cost, sale price (cents), Figures. */
const forSale = (rows: [string, string, string, number, number, ...Figures][]) =>
  rows.map(([name, brand, category, costCents, salePriceCents, ...figures]) =>
    product(
      [name, brand, category],
      { use: 'RIVENDITA', unit: 'PZ', costCents, salePriceCents },
      figures,
    ),
  );

/** Products the salon uses, never sold, counted in `unit`: name, brand, category, cost, Figures. */
const inSalon = (rows: [string, string, string, number, ...Figures][], unit: ProductUnit = 'PZ') =>
  rows.map(([name, brand, category, costCents, ...figures]) =>
    product(
      [name, brand, category],
      { use: 'USO_INTERNO', unit, costCents, salePriceCents: null },
      figures,
    ),
  );

const HAIR_SUPPLIERS: DemoSupplier[] = [
  {
    name: 'Forniture Bellezza Srl',
    contactName: 'Paolo Ferri',
    email: 'ordini@fornitureb.example.it',
    phoneNumber: '+390512345678',
    vatFirst10: '0312457089',
    notes: 'Consegna il martedì; ordine minimo 150 €',
  },
  {
    name: 'Color Pro Distribuzione',
    contactName: 'Marta Galli',
    email: 'marta@colorpro.example.it',
    phoneNumber: '+390298765432',
    vatFirst10: '0478123659',
    notes: null,
  },
  {
    name: 'Cosmetica Emiliana Sas',
    contactName: 'Giorgio Neri',
    email: 'info@cosmeticaemiliana.example.it',
    phoneNumber: '+390594561237',
    vatFirst10: '0265419873',
    notes: 'Sconto 5% sopra i 300 €',
  },
];

const BEAUTY_SUPPLIERS: DemoSupplier[] = [
  {
    name: 'Estetica Forniture Srl',
    contactName: 'Laura Conti',
    email: 'ordini@esteticaforniture.example.it',
    phoneNumber: '+390612398745',
    vatFirst10: '0589234167',
    notes: 'Consegna in 48 ore',
  },
  {
    name: 'Natura Oli Sas',
    contactName: 'Franco Riva',
    email: 'franco@naturaoli.example.it',
    phoneNumber: '+390554123987',
    vatFirst10: '0614753298',
    notes: null,
  },
];

export const DEMO_WAREHOUSE: Record<
  Schemas['BusinessType'],
  { suppliers: DemoSupplier[]; products: DemoProduct[] }
> = {
  PARRUCCHIERE: {
    suppliers: HAIR_SUPPLIERS,
    products: [
      ...forSale([
        ['Shampoo nutriente 250 ml', 'Davines', 'Shampoo', 950, 1900, 4, 0, 24, -21],
        ['Shampoo antiforfora 250 ml', 'Alfaparf', 'Shampoo', 890, 1750, 3, 0, 12, -6],
        ['Maschera ristrutturante 200 ml', 'Davines', 'Maschere', 1420, 2800, 2, 0, 8, -3],
      ]),
      ...inSalon([
        [
          'Maschera protettiva colore 500 ml',
          "L'Oréal Professionnel",
          'Maschere',
          1850,
          2,
          2,
          4,
          -1,
        ],
        ['Tinta 6.0 biondo scuro 60 ml', 'Wella Koleston', 'Colore', 520, 5, 1, 24, -16],
        ['Tinta 7.1 biondo cenere 60 ml', 'Wella Koleston', 'Colore', 520, 5, 1, 16, -15],
        ['Tinta 5.0 castano chiaro 60 ml', 'Wella Koleston', 'Colore', 520, 4, 1, 6, -7],
        ['Ossidante 20 vol 1000 ml', 'Wella Welloxon', 'Ossidanti', 690, 2, 1, 6, -3],
        ['Ossidante 30 vol 1000 ml', 'Wella Welloxon', 'Ossidanti', 690, 1, 1, 2, 0],
      ]),
      ...forSale([
        ['Olio ristrutturante 100 ml', 'Moroccanoil', 'Styling', 1650, 3290, 2, 2, 6, -3],
      ]),
    ],
  },
  ESTETISTA: {
    suppliers: BEAUTY_SUPPLIERS,
    products: [
      ...forSale([
        ['Crema viso idratante 50 ml', 'Collistar', 'Creme', 1450, 2900, 3, 0, 12, -10],
        ['Crema corpo rassodante 200 ml', 'Guam', 'Creme', 1600, 3200, 2, 0, 5, -1],
        ['Maschera viso purificante 75 ml', 'Collistar', 'Maschere', 1100, 2400, 2, 0, 4, -1],
      ]),
      ...inSalon([
        ['Olio da massaggio alla mandorla 500 ml', "L'Erbolario", 'Oli', 890, 2, 1, 7, -5],
        ['Cera depilatoria tiepida 800 ml', 'Depilflax', 'Cera', 760, 3, 0, 11, -12],
        ['Smalto semipermanente rosso 10 ml', 'Semilac', 'Unghie', 650, 3, 0, 10, -6],
      ]),
    ],
  },
  MASSAGGIATORE: {
    suppliers: BEAUTY_SUPPLIERS,
    products: [
      ...inSalon([['Olio da massaggio neutro 1000 ml', 'Natura Oli', 'Oli', 1290, 2, 1, 9, -6]]),
      ...forSale([
        ['Olio essenziale di lavanda 10 ml', 'Natura Oli', 'Oli', 450, 990, 4, 1, 18, -15],
        ['Olio di arnica 250 ml', 'Weleda', 'Oli', 980, 1890, 2, 1, 8, -5],
        ['Crema defaticante gambe 200 ml', 'Guam', 'Creme', 1200, 2400, 2, 0, 6, -4],
      ]),
      ...inSalon([['Crema riscaldante 100 ml', 'Dr. Theiss', 'Creme', 820, 2, 0, 2, -3]]),
      ...inSalon(
        [['Lenzuolini monouso (100 pezzi)', 'Estetica Forniture', 'Monouso', 1590, 1, 0, 5, -3]],
        'CONF',
      ),
    ],
  },
};
