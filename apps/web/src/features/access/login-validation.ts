import { isValidEmail } from '@agendina/scheduling';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export type LoginErrors = Partial<Record<'email' | 'password', string>>;

/** The checks made before the form is sent; the server has the last word. */
export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (email.trim() === '') errors.email = "Inserisci l'indirizzo e-mail";
  else if (!isValidEmail(email)) errors.email = 'Indirizzo e-mail non valido';
  if (password === '') errors.password = 'Inserisci la password';
  return errors;
}
