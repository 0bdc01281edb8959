import { BUSINESS_TYPES } from '@agendina/contract';
import type { BusinessType, ServiceCategory } from '@agendina/contract';

// The business types a salon can be (SPEC.md §1): declared once, in the contract.
export { BUSINESS_TYPES };
export type { BusinessType };

/** An example service a new salon can start from (the contract's ServiceTemplate). */
export interface ServiceTemplate {
  readonly name: string;
  /** In cents. */
  readonly price: number;
  readonly durationMinutes: number;
  readonly category: ServiceCategory;
  /** Execution priority: lower first (compareServices). */
  readonly priority: number;
}

const t = (
  name: string,
  price: number,
  durationMinutes: number,
  category: ServiceCategory,
  priority: number,
): ServiceTemplate => ({ name, price, durationMinutes, category, priority });

/**
 * Example services per business type ('Servizi di esempio', SPEC.md §1): the web app offers them
 * when the catalog is empty, the server serves them and seeds the demo salons with them.
 */
export const DEFAULT_SERVICES: Readonly<Record<BusinessType, readonly ServiceTemplate[]>> = {
  PARRUCCHIERE: [
    t('Colore', 4500, 60, 'COLORE', 10),
    t('Meches', 6500, 90, 'COLORE', 20),
    t('Balayage', 9000, 120, 'COLORE', 30),
    t('Trattamento ristrutturante', 2500, 30, 'TRATTAMENTO', 40),
    t('Shampoo', 800, 15, 'SHAMPOO', 50),
    t('Taglio donna', 3500, 45, 'TAGLIO', 60),
    t('Taglio uomo', 2000, 30, 'TAGLIO', 70),
    t('Piega', 2500, 45, 'PIEGA', 80),
    t('Acconciatura sposa', 12000, 90, 'PIEGA', 90),
  ],
  ESTETISTA: [
    t('Pulizia viso', 5500, 60, 'ESTETICA', 10),
    t('Ceretta gambe', 3000, 45, 'ESTETICA', 20),
    t('Ceretta inguine', 1500, 20, 'ESTETICA', 30),
    t('Manicure', 2000, 30, 'ESTETICA', 40),
    t('Semipermanente mani', 3000, 45, 'ESTETICA', 50),
    t('Pedicure estetico', 3500, 50, 'ESTETICA', 60),
    t('Laminazione ciglia', 5000, 60, 'TRATTAMENTO', 70),
    t('Trucco giorno', 4000, 45, 'ESTETICA', 80),
  ],
  MASSAGGIATORE: [
    t('Massaggio rilassante', 5500, 50, 'MASSAGGIO', 10),
    t('Massaggio decontratturante', 6500, 50, 'MASSAGGIO', 20),
    t('Linfodrenaggio', 6000, 60, 'MASSAGGIO', 30),
    t('Massaggio sportivo', 6000, 45, 'MASSAGGIO', 40),
    t('Riflessologia plantare', 4500, 40, 'MASSAGGIO', 50),
    t('Massaggio con pietre calde', 7500, 75, 'MASSAGGIO', 60),
  ],
};

/** The example services of a business type; none for an unknown type. Copies, safe to change. */
export function defaultServicesFor(type: string): ServiceTemplate[] {
  const list = (DEFAULT_SERVICES as Readonly<Record<string, readonly ServiceTemplate[]>>)[type];
  return list ? list.map((s) => ({ ...s })) : [];
}
