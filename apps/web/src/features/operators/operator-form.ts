import type { Hairdresser, HairdresserRole, Id } from '@agendina/api';
import {
  operatorRoleLabel,
  validateHexColour,
  weeklyHoursOrNull,
  type WeeklyHours,
} from '@agendina/scheduling';
import type { BusinessWording } from '@agendina/ui';
import { draftOf, hoursJsonOf, type HoursDraft } from '../salon/hours-draft.ts';

export interface OperatorFormValues {
  name: string;
  role: HairdresserRole;
  colorCode: string;
  serviceIds: Id[];
  /** True: the operator works the salon's opening hours (workingHours null). */
  followsSalonHours: boolean;
  hours: HoursDraft;
}

export type OperatorFormErrors = Partial<Record<'name' | 'colorCode' | 'hours', string>>;

/** HAIRDRESSER takes the business's word (Parrucchiere, Estetista, Massaggiatore). */
export function roleOptions(wording: BusinessWording): { id: HairdresserRole; name: string }[] {
  return [
    { id: 'HAIRDRESSER', name: wording.operator },
    { id: 'ASSISTANT', name: operatorRoleLabel('ASSISTANT') },
  ];
}

export function roleLabel(role: HairdresserRole, wording: BusinessWording): string {
  return role === 'HAIRDRESSER' ? wording.operator : operatorRoleLabel(role);
}

/**
 * The form's starting values. An operator who follows the salon (or a new one) starts their own
 * week from the salon's opening hours, so switching off "Stessi orari di apertura" edits those.
 */
export function operatorValuesOf(
  operator: Hairdresser | null,
  salonHours: WeeklyHours | null,
): OperatorFormValues {
  return {
    name: operator?.name ?? '',
    role: operator?.role ?? 'HAIRDRESSER',
    colorCode: operator?.colorCode ?? '#9E9E9E',
    serviceIds: (operator?.services ?? []).map((s) => s.id),
    followsSalonHours: operator ? operator.workingHours === null : true,
    hours: draftOf(weeklyHoursOrNull(operator?.workingHours) ?? salonHours),
  };
}

/** The checked values and the hours as the API's JSON text (null: follow the salon). */
export function validateOperatorForm(values: OperatorFormValues): {
  errors: OperatorFormErrors;
  workingHours: string | null;
} {
  const errors: OperatorFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Inserisci il nome';
  const colourError = validateHexColour(values.colorCode);
  if (colourError) errors.colorCode = colourError;
  let workingHours: string | null = null;
  if (!values.followsSalonHours) {
    const result = hoursJsonOf(values.hours);
    if ('error' in result) errors.hours = result.error;
    else workingHours = result.json;
  }
  return { errors, workingHours };
}
