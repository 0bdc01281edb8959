/** The fields of a service a salon types (price in integer euro cents, MODULES.md). */
export interface ServiceFields {
  name: string;
  /** Integer cents; NaN while the price field is empty. */
  priceCents: number;
  durationMinutes: number;
}

export type ServiceFieldErrors = Partial<Record<'name' | 'price' | 'duration', string>>;

/** The shortest service the calendar books (its 30-minute slots hold several). */
export const MIN_SERVICE_MINUTES = 5;

/** A name, a price of zero or more whole cents, a duration of at least 5 whole minutes. */
export function validateServiceFields(fields: ServiceFields): ServiceFieldErrors {
  const errors: ServiceFieldErrors = {};
  if (fields.name.trim() === '') errors.name = 'Inserisci il nome';
  if (!Number.isSafeInteger(fields.priceCents) || fields.priceCents < 0)
    errors.price = 'Inserisci il prezzo in euro';
  if (!Number.isInteger(fields.durationMinutes) || fields.durationMinutes < MIN_SERVICE_MINUTES)
    errors.duration = `Inserisci la durata in minuti (almeno ${MIN_SERVICE_MINUTES})`;
  return errors;
}
