import type { components } from '@agendina/api';
import { CATEGORY_LABELS_IT, SERVICE_CATEGORIES, serviceCategory } from '@agendina/scheduling';

type Service = components['schemas']['Service'];
type ServiceInput = components['schemas']['ServiceInput'];
type ServiceCategory = components['schemas']['ServiceCategory'];

export interface ServiceFormValues {
  name: string;
  category: ServiceCategory;
  /** Euros as typed (NaN while empty); the API takes integer cents. */
  priceEuros: number;
  durationMinutes: number;
  active: boolean;
}

export type ServiceFormErrors = Partial<Record<'name' | 'price' | 'duration', string>>;

export const CATEGORY_OPTIONS = SERVICE_CATEGORIES.map((id) => ({
  id,
  name: CATEGORY_LABELS_IT[id],
}));

export const emptyServiceValues: ServiceFormValues = {
  name: '',
  category: 'ALTRO',
  priceEuros: Number.NaN,
  durationMinutes: 30,
  active: true,
};

export const eurosToCents = (euros: number) => Math.round(euros * 100);
export const centsToEuros = (cents: number) => cents / 100;

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
/** '€ 35,00' style, from integer cents. */
export const formatCents = (cents: number) => euro.format(centsToEuros(cents));

export function serviceValuesOf(service: Service): ServiceFormValues {
  return {
    name: service.name,
    category: serviceCategory(service),
    priceEuros: centsToEuros(service.price),
    durationMinutes: service.durationMinutes,
    active: service.active,
  };
}

export function validateServiceForm(values: ServiceFormValues): ServiceFormErrors {
  const errors: ServiceFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Inserisci il nome';
  if (!Number.isFinite(values.priceEuros) || values.priceEuros < 0)
    errors.price = 'Inserisci il prezzo in euro';
  if (!Number.isInteger(values.durationMinutes) || values.durationMinutes < 5)
    errors.duration = 'Inserisci la durata in minuti (almeno 5)';
  return errors;
}

export function serviceInputOf(values: ServiceFormValues, priority?: number): ServiceInput {
  return {
    name: values.name.trim(),
    category: values.category,
    price: eurosToCents(values.priceEuros),
    durationMinutes: values.durationMinutes,
    active: values.active,
    ...(priority === undefined ? {} : { priority }),
  };
}
