import type { Id } from '@agendina/contract';
import { validateEmail } from '../validation/email.ts';
import { DEFAULT_PHONE_PREFIX, validatePhone } from '../validation/phone.ts';

/** Step 1 of the wizard: an existing client, or a new one. */
export type ClientStepInput =
  | { readonly mode: 'existing'; readonly clientId: Id | null }
  | {
      readonly mode: 'new';
      readonly name: string;
      readonly phonePrefix?: string;
      /** Digits typed after the prefix. */
      readonly phone?: string;
      readonly email?: string;
    };

export interface ClientStepErrors {
  readonly client?: string;
  readonly name?: string;
  readonly phone?: string;
  readonly email?: string;
}

export const CLIENT_STEP_MESSAGES = {
  chooseClient: 'Seleziona un cliente',
  nameRequired: 'Inserisci il nome del cliente',
} as const;

/**
 * Step 1 is valid with an existing client, or with a new client whose name is not blank;
 * phone and e-mail are optional but, when given, must be valid (SPEC.md §5).
 */
export function validateClientStep(input: ClientStepInput): {
  valid: boolean;
  errors: ClientStepErrors;
} {
  const errors: { client?: string; name?: string; phone?: string; email?: string } = {};
  if (input.mode === 'existing') {
    if (input.clientId === null) errors.client = CLIENT_STEP_MESSAGES.chooseClient;
  } else {
    if (input.name.trim() === '') errors.name = CLIENT_STEP_MESSAGES.nameRequired;
    const phone = validatePhone(input.phone ?? '', input.phonePrefix ?? DEFAULT_PHONE_PREFIX);
    if (phone !== null) errors.phone = phone;
    const email = validateEmail(input.email ?? '');
    if (email !== null) errors.email = email;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}
