import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PASSWORD_MESSAGES, validateNewPassword, validatePasswordChange } from './password.ts';

describe('validateNewPassword', () => {
  it('requires a password', () => {
    expect(validateNewPassword('')).toBe('Campo obbligatorio');
  });

  it('refuses 5 characters and accepts 6 and 7', () => {
    expect(validateNewPassword('abcde')).toBe('La password deve essere lunga almeno 6 caratteri');
    expect(validateNewPassword('abcdef')).toBeNull();
    expect(validateNewPassword('abcdefg')).toBeNull();
  });
});

describe('validatePasswordChange', () => {
  it('requires all three fields', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'Campo obbligatorio',
      newPassword: 'Campo obbligatorio',
      confirmPassword: 'Campo obbligatorio',
    });
  });

  it('says when the confirmation does not match', () => {
    expect(
      validatePasswordChange({
        currentPassword: 'vecchia',
        newPassword: 'nuova123',
        confirmPassword: 'nuova124',
      }),
    ).toEqual({ confirmPassword: 'Le password non coincidono' });
  });

  it('says when the new password is too short, even if confirmed', () => {
    expect(
      validatePasswordChange({
        currentPassword: 'vecchia',
        newPassword: 'abc',
        confirmPassword: 'abc',
      }),
    ).toEqual({
      newPassword: PASSWORD_MESSAGES.tooShort,
    });
  });

  it('accepts any current password with a confirmed new one of 6 or more characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 6 }), (current, next) => {
        expect(
          validatePasswordChange({
            currentPassword: current,
            newPassword: next,
            confirmPassword: next,
          }),
        ).toEqual({});
      }),
    );
  });
});
