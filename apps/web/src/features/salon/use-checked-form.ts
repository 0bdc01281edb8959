import { useState, type FormEvent } from 'react';

/**
 * The state of a manager form (client, service, operator): the values as typed, the errors of the
 * last submit, and a submit that checks the values and hands them on only when nothing is wrong.
 * A refused submit keeps everything typed.
 */
export function useCheckedForm<V extends object, E extends object>(
  initialValues: V,
  check: (values: V) => E,
  onValid: (values: V) => void,
) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<E>({} as E);
  const set = (patch: Partial<V>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(values);
  };
  return { values, set, errors, submit };
}
