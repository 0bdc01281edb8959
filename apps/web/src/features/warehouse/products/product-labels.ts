import {
  PRODUCT_UNITS,
  PRODUCT_USES,
  VAT_RATES,
  type ProductUnit,
  type ProductUse,
} from '@agendina/contract';

export const productUseLabels: Readonly<Record<ProductUse, string>> = {
  RIVENDITA: 'Rivendita',
  USO_INTERNO: 'Uso interno',
};

export const productUnitLabels: Readonly<Record<ProductUnit, string>> = {
  PZ: 'Pezzi',
  ML: 'Millilitri',
  G: 'Grammi',
  CONF: 'Confezioni',
};

/** The short unit shown after a quantity ("3 pz"). */
export const productUnitShort: Readonly<Record<ProductUnit, string>> = {
  PZ: 'pz',
  ML: 'ml',
  G: 'g',
  CONF: 'conf.',
};

export const productUseOptions = PRODUCT_USES.map((id) => ({ id, name: productUseLabels[id] }));
export const productUnitOptions = PRODUCT_UNITS.map((id) => ({ id, name: productUnitLabels[id] }));
/** Labelled as the cash desk labels them (SaleLines: "22%"). */
export const vatRateOptions = VAT_RATES.map((rate) => ({ id: rate, name: `${rate}%` }));
