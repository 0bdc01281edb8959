import type { Schemas } from '../domain/contract-types.ts';

/** The Italian names of the business types, as the team reads them (audit log, e-mails). */
export const BUSINESS_TYPE_LABELS: Record<Schemas['BusinessType'], string> = {
  PARRUCCHIERE: 'parrucchiere',
  ESTETISTA: 'estetista',
  MASSAGGIATORE: 'massaggiatore',
};
