import type { BadgeTone } from '@agendina/ui';
import type { components } from '@agendina/api';

type Schemas = components['schemas'];
export type Receipt = Schemas['Receipt'];
export type ReceiptStatus = Schemas['ReceiptStatus'];
export type FiscalState = Schemas['FiscalState'];
export type PaymentMethod = Schemas['PaymentMethod'];

/** The receipt's status as the salon reads it (MODULES.md "Cash desk"). */
export const receiptStatusLabels: Record<ReceiptStatus, string> = {
  EMESSO: 'Emesso',
  ANNULLATO: 'Annullato',
  RESO_PARZIALE: 'Reso in parte',
  RESO: 'Reso',
};

export const receiptStatusTones: Record<ReceiptStatus, BadgeTone> = {
  EMESSO: 'success',
  ANNULLATO: 'danger',
  RESO_PARZIALE: 'warning',
  RESO: 'neutral',
};

/** Where a fiscal document stands: "da trasmettere" said plainly, never hidden. */
export const fiscalStateLabels: Record<FiscalState, string> = {
  DA_TRASMETTERE: 'Da trasmettere',
  TRASMESSO: 'Trasmesso',
  RIFIUTATO: 'Rifiutato',
};

export const fiscalStateTones: Record<FiscalState, BadgeTone> = {
  DA_TRASMETTERE: 'warning',
  TRASMESSO: 'success',
  RIFIUTATO: 'danger',
};

export const fiscalKindLabels: Record<Schemas['FiscalDocumentKind'], string> = {
  VENDITA: 'Documento commerciale di vendita',
  ANNULLO: 'Documento di annullo',
  RESO: 'Documento di reso',
};

export const paymentMethodLabels: Record<PaymentMethod | 'MISTO', string> = {
  CONTANTI: 'Contanti',
  CARTA: 'Carta',
  ALTRO: 'Altro',
  MISTO: 'Misto',
};

/** The acconto paid online at booking, deducted as its own line (decision 0064). */
export const DEPOSIT_LINE_LABEL = 'Acconto versato online';

/** "Contanti", or "Misto (Carta, Contanti)" when the client paid in more than one way. */
export const methodsLabel = (methods: readonly PaymentMethod[]): string =>
  methods.length > 1
    ? `Misto (${methods.map((m) => paymentMethodLabels[m]).join(', ')})`
    : methods[0] === undefined
      ? '—'
      : paymentMethodLabels[methods[0]];

/** "22%", or "0% (N4)" for a line without VAT (its natura). */
export const vatRateLabel = (rate: number, nature?: string): string =>
  nature === undefined ? `${rate}%` : `${rate}% (${nature})`;
