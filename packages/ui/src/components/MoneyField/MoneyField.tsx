import {
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { MAX_CENTS } from '@agendina/scheduling';
import { fieldRoot, FieldHelp, FieldLabel, type FieldChromeProps } from '../Field/Field.tsx';
import * as styles from './MoneyField.css.ts';

/** Euro with the Italian decimal comma ("35,00 €"); the locale comes from the I18nProvider. */
const EURO = { style: 'currency', currency: 'EUR' } as const;

export interface MoneyFieldProps
  extends
    Omit<
      AriaNumberFieldProps,
      'children' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'step'
    >,
    FieldChromeProps {
  /** Integer cents (3500 is 35,00 €); null while the field is empty. */
  value: number | null;
  onChange: (cents: number | null) => void;
  /** In cents; 0 unless told. */
  minCents?: number;
  /** In cents; the desk's largest amount (MAX_CENTS) unless told. */
  maxCents?: number;
  placeholder?: string;
}

/**
 * An amount of money typed as an Italian reads it ("35" or "35,5" becomes 35,50 €) and handed
 * over as integer cents. React Aria's NumberField parses and formats by locale and announces
 * the value; the arrow keys move by one cent, as the field takes nothing finer. No stepper
 * buttons: at a cash desk the amount is typed, and fewer stops keep Tab fast.
 */
export function MoneyField({
  label,
  description,
  value,
  onChange,
  minCents = 0,
  maxCents = MAX_CENTS,
  placeholder,
  ...props
}: MoneyFieldProps) {
  return (
    <AriaNumberField
      {...fieldRoot(props)}
      value={value === null ? Number.NaN : value / 100}
      onChange={(euros) => onChange(Number.isNaN(euros) ? null : Math.round(euros * 100))}
      minValue={minCents / 100}
      maxValue={maxCents / 100}
      step={0.01}
      formatOptions={EURO}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input className={styles.moneyInput} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={props.errorMessage} />
    </AriaNumberField>
  );
}
