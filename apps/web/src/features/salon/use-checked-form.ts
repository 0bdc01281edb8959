import { useState, type FormEvent } from 'react';
import type { PhonePrefix } from '@agendina/scheduling';
import type { FormFooterProps } from '@agendina/ui';

/** What a manager form takes: its first values, what to do with checked ones, and its footer. */
export interface CheckedFormProps<V> extends FormFooterProps {
  initialValues?: V;
  onSubmit: (values: V) => void;
}

/**
 * The state of a manager form (client, service, operator): the values as typed, the errors of the
 * last submit, and a submit that checks the values and hands them on only when nothing is wrong.
 * A refused submit keeps everything typed.
 */
export function useCheckedForm<V extends object, E extends Partial<Record<string, string>>>(
  initialValues: V,
  check: (values: V) => E,
  onValid: (values: V) => void,
) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<E>({} as E);
  // An error shown by the last submit is checked again as the user types: it goes away once the
  // field is right ('Inserisci il nome' after a name), and no new error appears before a submit.
  const change = (next: V) => {
    setValues(next);
    setErrors((shown) => {
      if (Object.keys(shown).length === 0) return shown;
      const found = check(next);
      const kept = {} as E;
      for (const key of Object.keys(shown) as (keyof E)[])
        if (found[key] !== undefined) kept[key] = found[key];
      return kept;
    });
  };
  const set = (patch: Partial<V>) => change({ ...values, ...patch });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(values);
  };
  /** A field's value, its change and its error from the last submit, for the kit's fields. */
  // The kit's fields are invalid exactly when they have a message to show (invalidOf).
  const field = <K extends keyof V & keyof E & string>(key: K) => ({
    value: values[key],
    onChange: (value: V[K]) => change({ ...values, [key]: value }),
    errorMessage: errors[key],
  });
  return { values, set, errors, submit, field };
}

/**
 * The kit's PhoneField bound to a checked form that keeps the phone as `prefix` and `phone`
 * (client, supplier): the error stays with the caller, which may add the server's.
 */
export function phoneFieldOf<V extends { prefix: PhonePrefix; phone: string }>(
  values: V,
  set: (patch: Partial<V>) => void,
) {
  return {
    prefix: values.prefix,
    onPrefixChange: (prefix: PhonePrefix) => set({ prefix } as Partial<V>),
    number: values.phone,
    onNumberChange: (phone: string) => set({ phone } as Partial<V>),
  };
}
