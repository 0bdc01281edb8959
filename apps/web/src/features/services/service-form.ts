import type { Service, ServiceCategory, ServiceInput } from '@agendina/api';
import {
  CATEGORY_LABELS_IT,
  SERVICE_CATEGORIES,
  serviceCategory,
  validateServiceFields,
  validateServicePhases,
} from '@agendina/scheduling';
import type { ServicePhaseKind } from '@agendina/scheduling';

/** One phase as typed (minutes NaN while the field is empty). */
export interface PhaseDraft {
  kind: ServicePhaseKind;
  durationMinutes: number;
  label: string;
}

export interface ServiceFormValues {
  name: string;
  category: ServiceCategory;
  /** Euros as typed (NaN while empty); the API takes integer cents. */
  priceEuros: number;
  durationMinutes: number;
  active: boolean;
  /** Processing time; empty: one active block. */
  phases: PhaseDraft[];
}

/** Field errors: name, price, duration, and the phases' keys of validateServicePhases. */
export type ServiceFormErrors = Partial<Record<string, string>>;

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
  phases: [],
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
    phases: (service.phases ?? []).map((p) => ({
      kind: p.kind,
      durationMinutes: p.durationMinutes,
      label: p.label ?? '',
    })),
  };
}

/** The rules live in @agendina/scheduling; the form types euros, the rule checks cents. */
export function validateServiceForm(values: ServiceFormValues): ServiceFormErrors {
  return {
    ...validateServiceFields({
      name: values.name,
      priceCents: eurosToCents(values.priceEuros),
      durationMinutes: values.durationMinutes,
    }),
    ...validateServicePhases(values.phases, values.durationMinutes),
  };
}

export function serviceInputOf(values: ServiceFormValues, priority?: number): ServiceInput {
  return {
    name: values.name.trim(),
    category: values.category,
    price: eurosToCents(values.priceEuros),
    durationMinutes: values.durationMinutes,
    active: values.active,
    phases:
      values.phases.length === 0
        ? null
        : values.phases.map((p) => ({
            kind: p.kind,
            durationMinutes: p.durationMinutes,
            label: p.label.trim() === '' ? null : p.label.trim(),
          })),
    ...(priority === undefined ? {} : { priority }),
  };
}
