/** Minimum password length (SPEC.md §5, §9). */
export const PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_MESSAGES = {
  required: 'Campo obbligatorio',
  tooShort: 'La password deve essere lunga almeno 6 caratteri',
  mismatch: 'Le password non coincidono',
} as const;

/** The requirement on a new password: null when it is acceptable, else the Italian message. */
export function validateNewPassword(password: string): string | null {
  if (password === '') return PASSWORD_MESSAGES.required;
  return password.length < PASSWORD_MIN_LENGTH ? PASSWORD_MESSAGES.tooShort : null;
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeInput, string>>;

/**
 * The change-password form of SPEC.md §5: all three fields required, the new one at least six
 * characters, the confirmation equal to it. Submit stays disabled while any error remains.
 */
export function validatePasswordChange(input: PasswordChangeInput): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (input.currentPassword === '') errors.currentPassword = PASSWORD_MESSAGES.required;
  const newPasswordError = validateNewPassword(input.newPassword);
  if (newPasswordError) errors.newPassword = newPasswordError;
  if (input.confirmPassword === '') errors.confirmPassword = PASSWORD_MESSAGES.required;
  else if (input.confirmPassword !== input.newPassword)
    errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  return errors;
}
