import { businessWording, type BusinessWording } from '@agendina/ui';
import { sessionStore } from '../../lib/api.ts';

/** The wording of the signed-in business (operator, service or treatment, workspace). */
export function useBusinessWording(): BusinessWording {
  return businessWording(sessionStore.getUser()?.businessType);
}
