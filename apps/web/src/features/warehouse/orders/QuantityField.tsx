import { NumberField } from '@agendina/ui';

export interface QuantityFieldProps {
  /** null while the field is empty: the rules refuse it on submit, with their message. */
  value: number | null;
  onChange: (quantity: number | null) => void;
  maxValue?: number | undefined;
  errorMessage: string | undefined;
}

/** The «Quantità» of a line (an order's, a sale's): whole pieces, at least one. */
export function QuantityField({ value, onChange, maxValue, errorMessage }: QuantityFieldProps) {
  return (
    <NumberField
      label="Quantità"
      value={value ?? Number.NaN}
      onChange={(quantity) => onChange(Number.isNaN(quantity) ? null : quantity)}
      minValue={1}
      maxValue={maxValue}
      step={1}
      errorMessage={errorMessage}
    />
  );
}
