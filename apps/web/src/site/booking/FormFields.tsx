// The booking page's plain form fields (no JavaScript needed): a labelled input, and a set of
// radio choices under a legend. The details, the code and the waitlist's forms draw theirs here.
import type { InputHTMLAttributes, ReactNode } from 'react';
import * as styles from './BookingPage.css.ts';

export interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Under the input: its error, when there is one. */
  children?: ReactNode;
}

/** A label above its input; the rest of the props are the input's. */
export function InputField({ id, label, children, ...input }: InputFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.control} {...input} />
      {children}
    </div>
  );
}

export interface RadioFieldsetProps<V extends string> {
  legend: string;
  name: string;
  /** Each choice's value and its words. */
  options: readonly (readonly [V, string])[];
  /** The choice checked when the page opens (what was sent last). */
  checked: V;
}

/** One choice out of a few, as radios under a legend. */
export function RadioFieldset<V extends string>({
  legend,
  name,
  options,
  checked,
}: RadioFieldsetProps<V>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map(([value, words]) => (
        <label key={value} className={styles.option}>
          <input
            type="radio"
            className={styles.check}
            name={name}
            value={value}
            defaultChecked={checked === value}
          />
          <span>{words}</span>
        </label>
      ))}
    </fieldset>
  );
}
