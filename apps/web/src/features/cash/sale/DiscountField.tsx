import type { DiscountKind } from '@agendina/contract';
import { Inline, MoneyField, NumberField, Select } from '@agendina/ui';
import type { DiscountInput } from './sale-model.ts';

const KINDS = [
  { id: 'PERCENT', name: '%' },
  { id: 'AMOUNT', name: '€' },
] as const satisfies readonly { id: DiscountKind; name: string }[];

/**
 * A discount in % or in €: the kind, then the value. The percent is typed as read ("10" is
 * 10%) and kept in basis points, the amount in cents, as the money rules take them.
 */
export function DiscountField({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: DiscountInput;
  onChange: (next: DiscountInput) => void;
  errorMessage?: string | undefined;
}) {
  return (
    <Inline space="xs" alignY="top">
      <Select<DiscountKind>
        label={`${label}: tipo`}
        options={KINDS}
        selectedKey={value.kind}
        // A new kind starts empty: 10 (%) is not 10 (€).
        onSelectionChange={(kind) => kind && onChange({ kind, value: null })}
      />
      {value.kind === 'PERCENT' ? (
        <NumberField
          label={`${label} (%)`}
          value={value.value === null ? Number.NaN : value.value / 100}
          onChange={(percent) =>
            onChange({
              kind: 'PERCENT',
              value: Number.isNaN(percent) ? null : Math.round(percent * 100),
            })
          }
          minValue={0}
          maxValue={100}
          step={0.01}
          formatOptions={{ maximumFractionDigits: 2 }}
          errorMessage={errorMessage}
        />
      ) : (
        <MoneyField
          label={`${label} (€)`}
          value={value.value}
          onChange={(cents) => onChange({ kind: 'AMOUNT', value: cents })}
          errorMessage={errorMessage}
        />
      )}
    </Inline>
  );
}
