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

const p = (
  name: string,
  brand: string,
  category: string,
  use: ProductUse,
  costCents: number,
  salePriceCents: number | null,
  minimumStock: number,
  supplier: number,
  loaded: number,
  out: number,
): DemoProduct => ({
  name,
  brand,
  category,
  use,
  unit: 'PZ',
  costCents,
  salePriceCents,
  minimumStock,
  supplier,
  loaded,
  out,
});

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
      p('Shampoo nutriente 250 ml', 'Davines', 'Shampoo', 'RIVENDITA', 950, 1900, 4, 0, 24, -21),
      p('Shampoo antiforfora 250 ml', 'Alfaparf', 'Shampoo', 'RIVENDITA', 890, 1750, 3, 0, 12, -6),
      p(
        'Maschera ristrutturante 200 ml',
        'Davines',
        'Maschere',
        'RIVENDITA',
        1420,
        2800,
        2,
        0,
        8,
        -3,
      ),
      p(
        'Maschera protettiva colore 500 ml',
        "L'Oréal Professionnel",
        'Maschere',
        'USO_INTERNO',
        1850,
        null,
        2,
        2,
        4,
        -1,
      ),
      p(
        'Tinta 6.0 biondo scuro 60 ml',
        'Wella Koleston',
        'Colore',
        'USO_INTERNO',
        520,
        null,
        5,
        1,
        24,
        -16,
      ),
      p(
        'Tinta 7.1 biondo cenere 60 ml',
        'Wella Koleston',
        'Colore',
        'USO_INTERNO',
        520,
        null,
        5,
        1,
        16,
        -15,
      ),
      p(
        'Tinta 5.0 castano chiaro 60 ml',
        'Wella Koleston',
        'Colore',
        'USO_INTERNO',
        520,
        null,
        4,
        1,
        6,
        -7,
      ),
      p(
        'Ossidante 20 vol 1000 ml',
        'Wella Welloxon',
        'Ossidanti',
        'USO_INTERNO',
        690,
        null,
        2,
        1,
        6,
        -3,
      ),
      p(
        'Ossidante 30 vol 1000 ml',
        'Wella Welloxon',
        'Ossidanti',
        'USO_INTERNO',
        690,
        null,
        1,
        1,
        2,
        0,
      ),
      p(
        'Olio ristrutturante 100 ml',
        'Moroccanoil',
        'Styling',
        'RIVENDITA',
        1650,
        3290,
        2,
        2,
        6,
        -3,
      ),
    ],
  },
  ESTETISTA: {
    suppliers: BEAUTY_SUPPLIERS,
    products: [
      p('Crema viso idratante 50 ml', 'Collistar', 'Creme', 'RIVENDITA', 1450, 2900, 3, 0, 12, -10),
      p('Crema corpo rassodante 200 ml', 'Guam', 'Creme', 'RIVENDITA', 1600, 3200, 2, 0, 5, -1),
      p(
        'Maschera viso purificante 75 ml',
        'Collistar',
        'Maschere',
        'RIVENDITA',
        1100,
        2400,
        2,
        0,
        4,
        -1,
      ),
      p(
        'Olio da massaggio alla mandorla 500 ml',
        "L'Erbolario",
        'Oli',
        'USO_INTERNO',
        890,
        null,
        2,
        1,
        7,
        -5,
      ),
      p(
        'Cera depilatoria tiepida 800 ml',
        'Depilflax',
        'Cera',
        'USO_INTERNO',
        760,
        null,
        3,
        0,
        11,
        -12,
      ),
      p(
        'Smalto semipermanente rosso 10 ml',
        'Semilac',
        'Unghie',
        'USO_INTERNO',
        650,
        null,
        3,
        0,
        10,
        -6,
      ),
    ],
  },
  MASSAGGIATORE: {
    suppliers: BEAUTY_SUPPLIERS,
    products: [
      p(
        'Olio da massaggio neutro 1000 ml',
        'Natura Oli',
        'Oli',
        'USO_INTERNO',
        1290,
        null,
        2,
        1,
        9,
        -6,
      ),
      p(
        'Olio essenziale di lavanda 10 ml',
        'Natura Oli',
        'Oli',
        'RIVENDITA',
        450,
        990,
        4,
        1,
        18,
        -15,
      ),
      p('Olio di arnica 250 ml', 'Weleda', 'Oli', 'RIVENDITA', 980, 1890, 2, 1, 8, -5),
      p('Crema defaticante gambe 200 ml', 'Guam', 'Creme', 'RIVENDITA', 1200, 2400, 2, 0, 6, -4),
      p('Crema riscaldante 100 ml', 'Dr. Theiss', 'Creme', 'USO_INTERNO', 820, null, 2, 0, 2, -3),
      {
        ...p(
          'Lenzuolini monouso (100 pezzi)',
          'Estetica Forniture',
          'Monouso',
          'USO_INTERNO',
          1590,
          null,
          1,
          0,
          5,
          -3,
        ),
        unit: 'CONF',
      },
    ],
  },
};
