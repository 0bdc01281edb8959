import { Radio, RadioGroup } from '@agendina/ui';

export interface PeriodKindsProps<K extends string> {
  kinds: readonly K[];
  labels: Readonly<Record<K, string>>;
  value: K;
  onChange: (kind: K) => void;
}

/** «Periodo»: the kinds of period a page offers (a month, a week, two dates…), one radio each. */
export function PeriodKinds<K extends string>({
  kinds,
  labels,
  value,
  onChange,
}: PeriodKindsProps<K>) {
  return (
    <RadioGroup
      label="Periodo"
      orientation="horizontal"
      value={value}
      // The group's values are the kinds it was given.
      onChange={(next) => onChange(next as K)}
    >
      {kinds.map((kind) => (
        <Radio key={kind} value={kind}>
          {labels[kind]}
        </Radio>
      ))}
    </RadioGroup>
  );
}
