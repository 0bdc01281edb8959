import { BUSINESS_TYPES } from '@agendina/contract';
import type { BusinessType } from '@agendina/contract';

// Business types of SPEC.md §1, declared once in the contract; PARRUCCHIERE is the default.
export { BUSINESS_TYPES };
export type { BusinessType };
export const DEFAULT_BUSINESS_TYPE: BusinessType = 'PARRUCCHIERE';

/** The words that change with the business type (SPEC.md §1), as data, never as scattered conditionals. */
export interface BusinessWording {
  /** The business type as shown ("Parrucchiere"). */
  readonly label: string;
  readonly operator: string;
  readonly operators: string;
  /** "Servizio" or "Trattamento". */
  readonly service: string;
  readonly services: string;
  /** The workspace: salone, centro or studio. */
  readonly workspace: string;
  readonly welcome: string;
  /** The staff-management label (dashboard and menu). */
  readonly staffLabel: string;
  /** The button and dialog that add an operator, in the operators' gender ("Nuova estetista"). */
  readonly newOperator: string;
}

export const BUSINESS_WORDING: Readonly<Record<BusinessType, BusinessWording>> = {
  PARRUCCHIERE: {
    label: 'Parrucchiere',
    operator: 'Parrucchiere',
    operators: 'Parrucchieri',
    service: 'Servizio',
    services: 'Servizi',
    workspace: 'Salone',
    welcome: 'Benvenuto nel tuo salone',
    staffLabel: 'Gestione Parrucchieri',
    newOperator: 'Nuovo parrucchiere',
  },
  ESTETISTA: {
    label: 'Estetista',
    operator: 'Estetista',
    operators: 'Estetiste',
    service: 'Trattamento',
    services: 'Trattamenti',
    workspace: 'Centro',
    welcome: 'Benvenuta nel tuo centro estetico',
    staffLabel: 'Gestione Estetiste',
    newOperator: 'Nuova estetista',
  },
  MASSAGGIATORE: {
    label: 'Massaggiatore',
    operator: 'Massaggiatore',
    operators: 'Massaggiatori',
    service: 'Trattamento',
    services: 'Trattamenti',
    workspace: 'Studio',
    welcome: 'Benvenuto nel tuo studio',
    staffLabel: 'Gestione Massaggiatori',
    newOperator: 'Nuovo massaggiatore',
  },
};

/** The wording of a business type as the API sends it; unknown or missing means PARRUCCHIERE. */
export function businessWording(type: string | null | undefined): BusinessWording {
  const upper = (type ?? '').trim().toUpperCase();
  return (BUSINESS_TYPES as readonly string[]).includes(upper)
    ? BUSINESS_WORDING[upper as BusinessType]
    : BUSINESS_WORDING[DEFAULT_BUSINESS_TYPE];
}
