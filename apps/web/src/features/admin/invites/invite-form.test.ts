import { describe, expect, it } from 'vitest';
import {
  emptyInviteValues,
  inviteRequestOf,
  signupLinkOf,
  validateInviteForm,
} from './invite-form.ts';

describe('the invitation form', () => {
  it('accepts the empty form: a 7-day invitation for anyone', () => {
    expect(validateInviteForm(emptyInviteValues)).toEqual({});
    expect(inviteRequestOf(emptyInviteValues)).toEqual({ expiresInDays: 7 });
  });

  it('says in Italian what is wrong', () => {
    expect(
      validateInviteForm({ note: 'x'.repeat(501), email: 'aurora@', expiresInDays: 91 }),
    ).toEqual({
      note: 'La nota può avere al massimo 500 caratteri (ora 501)',
      email: 'Indirizzo e-mail non valido',
      expiresInDays: 'Indica una scadenza da 1 a 90 giorni',
    });
    expect(validateInviteForm({ ...emptyInviteValues, expiresInDays: Number.NaN })).toEqual({
      expiresInDays: 'Indica una scadenza da 1 a 90 giorni',
    });
  });

  it('sends the trimmed note and e-mail', () => {
    expect(
      inviteRequestOf({ note: ' Salone Aurora ', email: ' aurora@example.it ', expiresInDays: 30 }),
    ).toEqual({ note: 'Salone Aurora', email: 'aurora@example.it', expiresInDays: 30 });
  });

  it('builds the signup link of a token', () => {
    expect(signupLinkOf('https://app.agendina.it', 'Qm9u_Z2lv-cm5v')).toBe(
      'https://app.agendina.it/signup?token=Qm9u_Z2lv-cm5v',
    );
  });
});
