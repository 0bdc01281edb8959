import type { PaymentMethod } from '@agendina/contract';
import { formatEuro, type Settlement } from '@agendina/scheduling';
import { Inline, MoneyField, Radio, RadioGroup, Stack } from '@agendina/ui';
import { paymentMethodLabels } from '../receipt/receipt-labels.ts';
import type { PaymentMode, SalePayment } from './sale-model.ts';
import * as styles from './sale.css.ts';

const MODES: readonly { id: PaymentMode; label: string }[] = (
  ['CONTANTI', 'CARTA', 'MISTO', 'ALTRO'] as const
).map((id) => ({ id, label: paymentMethodLabels[id] }));

const SPLIT: readonly { method: PaymentMethod; label: string }[] = [
  { method: 'CONTANTI', label: 'Parte in contanti' },
  { method: 'CARTA', label: 'Parte con carta' },
  { method: 'ALTRO', label: 'Parte con altro metodo' },
];

/**
 * How the client pays, and what that makes of the total, live: the change on cash, what a
 * misto still lacks. The words are the money rules' own (settle), shown as they change.
 */
export function SalePaymentFields({
  payment,
  totalCents,
  settlement,
  onChange,
}: {
  payment: SalePayment;
  totalCents: number | null;
  settlement: Settlement | null;
  onChange: (payment: SalePayment) => void;
}) {
  const problem = settlement && !settlement.ok ? (settlement.problems[0]?.message ?? null) : null;
  return (
    <Stack space="md">
      <RadioGroup
        label="Pagamento"
        orientation="horizontal"
        value={payment.mode}
        onChange={(mode) => onChange({ ...payment, mode: mode as PaymentMode })}
      >
        {MODES.map((mode) => (
          <Radio key={mode.id} value={mode.id}>
            {mode.label}
          </Radio>
        ))}
      </RadioGroup>
      {payment.mode === 'CONTANTI' ? (
        <MoneyField
          label="Importo ricevuto"
          description="Vuoto se il cliente dà l'importo esatto"
          value={payment.cashReceivedCents}
          onChange={(cashReceivedCents) => onChange({ ...payment, cashReceivedCents })}
        />
      ) : null}
      {payment.mode === 'MISTO' ? (
        <Inline space="md" alignY="top">
          {SPLIT.map(({ method, label }) => (
            <MoneyField
              key={method}
              label={label}
              value={payment.split[method]}
              onChange={(cents) =>
                onChange({ ...payment, split: { ...payment.split, [method]: cents } })
              }
            />
          ))}
        </Inline>
      ) : null}
      <p className={problem ? styles.settlementProblem : styles.settlement} aria-live="polite">
        {problem ?? settlementText(payment.mode, totalCents, settlement)}
      </p>
    </Stack>
  );
}

function settlementText(
  mode: PaymentMode,
  totalCents: number | null,
  settlement: Settlement | null,
): string {
  if (totalCents === null || !settlement?.ok) return '';
  const due = `Da pagare ${formatEuro(settlement.dueCents)}`;
  if (settlement.changeCents > 0) return `${due} · Resto ${formatEuro(settlement.changeCents)}`;
  if (mode === 'MISTO') return `${due} · Importi completi`;
  return due;
}
