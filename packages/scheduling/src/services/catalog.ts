import { HAIRDRESSER_ROLES } from '@agendina/contract';
import type { HairdresserRole, Id } from '@agendina/contract';
import { DEFAULT_APPOINTMENT_MINUTES } from '../common/minutes.ts';
import { serviceCategory } from './category.ts';
import { parseServicePhases } from './phases.ts';
import type { ServicePhase } from './phases.ts';
import type { ServiceCategory } from './category.ts';

/** Priority of a service without one (SPEC.md §3): last. */
export const DEFAULT_SERVICE_PRIORITY = 999;

/** A service as the API sends it (durationMin and durationMinutes are aliases). */
export interface RawService {
  readonly id: Id;
  readonly name?: string | null;
  readonly price?: number | null;
  readonly durationMin?: number | null;
  readonly durationMinutes?: number | null;
  readonly priority?: number | null;
  readonly active?: boolean | null;
  readonly category?: string | null;
  readonly phases?: unknown;
}

export interface Service {
  readonly id: Id;
  readonly name: string;
  /** Integer euro cents, as sent (null when not sent). */
  readonly price: number | null;
  readonly durationMinutes: number;
  readonly priority: number;
  readonly active: boolean;
  readonly category: ServiceCategory;
  /** Its phases (processing time); null or absent: one active block. */
  readonly phases?: readonly ServicePhase[] | null;
}

/** An operator's service entry (SPEC.md §3: id, name, price, duration, isActive). */
export interface RawOperatorService {
  readonly id: Id;
  readonly isActive?: boolean | null;
}

/** An operator as far as the booking rules are concerned. */
export interface Operator {
  readonly id: Id;
  readonly name: string;
  readonly services?: readonly RawOperatorService[] | null;
}

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? Math.round(value)
    : null;
}

/** One spelling per field and the defaults: duration 60, priority 999, active unless false, category. */
export function normaliseService(raw: RawService): Service {
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  const phases = parseServicePhases(raw.phases);
  return {
    id: raw.id,
    name,
    price: typeof raw.price === 'number' && Number.isFinite(raw.price) ? raw.price : null,
    durationMinutes:
      positive(raw.durationMin) ?? positive(raw.durationMinutes) ?? DEFAULT_APPOINTMENT_MINUTES,
    priority:
      typeof raw.priority === 'number' && Number.isFinite(raw.priority)
        ? raw.priority
        : DEFAULT_SERVICE_PRIORITY,
    active: raw.active !== false,
    category: serviceCategory({ category: raw.category ?? null, name }),
    ...(phases ? { phases } : {}),
  };
}

/** By priority (999 when unset), then Italian name, then id. */
export function compareServices(a: Service, b: Service): number {
  return (
    a.priority - b.priority ||
    a.name.localeCompare(b.name, 'it', { sensitivity: 'base' }) ||
    a.id - b.id
  );
}

/** The services the wizard offers (SPEC.md §5): only active ones, sorted by priority. */
export function offeredServices(services: readonly RawService[]): Service[] {
  return services
    .map(normaliseService)
    .filter((s) => s.active)
    .sort(compareServices);
}

/** The service with this id, or undefined. */
export function findById<T extends { readonly id: Id }>(
  list: readonly T[],
  id: Id | null | undefined,
): T | undefined {
  return list.find((item) => item.id === id);
}

/** True when the operator offers the service (listed, and not marked inactive). */
export function canPerform(operator: Operator, serviceId: Id): boolean {
  return (operator.services ?? []).some((s) => s.id === serviceId && s.isActive !== false);
}

/** An operator in the wizard's operator picker. */
export interface OperatorOption {
  readonly id: Id;
  readonly name: string;
  /** Not offering the service: listed as not available and disabled (SPEC.md §5). */
  readonly disabled: boolean;
  readonly note: string | null;
}

export const OPERATOR_UNAVAILABLE_NOTE = 'Non disponibile';

/** Every operator for a chosen service; those who do not offer it are disabled with 'Non disponibile'. */
export function operatorOptions(
  operators: readonly Operator[],
  serviceId: Id | null,
): OperatorOption[] {
  return operators.map((op) => {
    const disabled = serviceId !== null && !canPerform(op, serviceId);
    return {
      id: op.id,
      name: op.name,
      disabled,
      note: disabled ? OPERATOR_UNAVAILABLE_NOTE : null,
    };
  });
}

/** Operator roles (SPEC.md §3, §6): the contract's HairdresserRole. */
export const OPERATOR_ROLES = HAIRDRESSER_ROLES;
export type OperatorRole = HairdresserRole;

export const OPERATOR_ROLE_LABELS_IT: Readonly<Record<OperatorRole, string>> = {
  HAIRDRESSER: 'Parrucchiere',
  ASSISTANT: 'Assistente',
};

/** Parrucchiere / Assistente; any other role text is shown as it came ('' when missing). */
export function operatorRoleLabel(role: string | null | undefined): string {
  if (role === null || role === undefined) return '';
  return (
    (OPERATOR_ROLE_LABELS_IT as Readonly<Record<string, string>>)[role.trim().toUpperCase()] ?? role
  );
}
