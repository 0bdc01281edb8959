import { useId, useState } from 'react';
import { VAT_NATURES, VAT_RATES, type VatNature, type VatRate } from '@agendina/contract';
import { formatEuro, type PricedLine } from '@agendina/scheduling';
import {
  Button,
  Form,
  IconButton,
  Inline,
  MoneyField,
  Select,
  Stack,
  TextField,
} from '@agendina/ui';
import { ProductPicker } from '../../warehouse/orders/ProductPicker.tsx';
import { QuantityField } from '../../warehouse/orders/QuantityField.tsx';
import { DiscountField } from './DiscountField.tsx';
import {
  emptySale,
  freeLine,
  lineAmountCents,
  messagesByPath,
  priceSale,
  productLine,
  type SaleLine,
} from './sale-model.ts';
import * as styles from './sale.css.ts';

/** A line's amount after its discounts; the acconto comes off the total, on its own line. */
const amountOf = (line: PricedLine | undefined) => (line ? lineAmountCents(line) : null);

const RATE_OPTIONS = VAT_RATES.map((rate) => ({ id: rate, name: `${rate}%` }));
const NATURE_OPTIONS = VAT_NATURES.map((nature) => ({ id: nature, name: nature }));

export interface SaleLinesProps {
  lines: readonly SaleLine[];
  /** The priced lines, when the whole sale prices (for each line's total). */
  priced: readonly PricedLine[] | null;
  /** Messages by field path ("lines.0.quantity"). */
  messages: Readonly<Record<string, string>>;
  onChange: (index: number, line: SaleLine) => void;
  onRemove: (index: number) => void;
  onAdd: (line: SaleLine) => void;
}

/** The lines of the sale, each editable, and the form that adds a free line (Enter adds). */
export function SaleLines({ lines, priced, messages, onChange, onRemove, onAdd }: SaleLinesProps) {
  return (
    <Stack space="lg">
      {lines.length > 0 ? (
        <ol className={styles.lines} aria-label="Righe della vendita">
          {lines.map((line, index) => (
            <SaleLineRow
              key={line.key}
              line={line}
              index={index}
              totalCents={amountOf(priced?.[index])}
              messages={messages}
              onChange={(next) => onChange(index, next)}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ol>
      ) : null}
      <AddLineForm onAdd={onAdd} />
      <div className={styles.addLine}>
        <ProductPicker
          label="Aggiungi prodotto"
          filter={{ use: 'RIVENDITA', active: true }}
          price="sale"
          description="Cerca per nome o marca, oppure scansiona il codice a barre"
          onPick={(product) => onAdd(productLine(product))}
        />
      </div>
    </Stack>
  );
}

function SaleLineRow({
  line,
  index,
  totalCents,
  messages,
  onChange,
  onRemove,
}: {
  line: SaleLine;
  index: number;
  totalCents: number | null;
  messages: Readonly<Record<string, string>>;
  onChange: (line: SaleLine) => void;
  onRemove: () => void;
}) {
  const at = (field: string) => messages[`lines.${index}.${field}`];
  const name = line.description.trim() || `Riga ${index + 1}`;
  return (
    <li className={styles.line} aria-label={name}>
      <Stack space="sm">
        <Inline space="sm" align="spaceBetween" alignY="center">
          {line.kind !== 'LIBERA' ? (
            <strong>{line.description}</strong>
          ) : (
            <TextField
              label="Descrizione"
              value={line.description}
              onChange={(description) => onChange({ ...line, description })}
              errorMessage={at('description')}
            />
          )}
          <Inline space="sm" alignY="center">
            <span className={styles.amount}>
              {totalCents === null ? '—' : formatEuro(totalCents)}
            </span>
            <IconButton
              icon="delete"
              variant="ghost"
              aria-label={`Rimuovi ${name}`}
              onPress={onRemove}
            />
          </Inline>
        </Inline>
        <Inline space="md" alignY="top">
          <QuantityField
            value={line.quantity}
            onChange={(quantity) => onChange({ ...line, quantity })}
            maxValue={999}
            errorMessage={at('quantity')}
          />
          <MoneyField
            label="Prezzo"
            value={line.unitPriceCents}
            onChange={(unitPriceCents) => onChange({ ...line, unitPriceCents })}
            errorMessage={at('unitPriceCents')}
          />
          <Select<VatRate>
            label="IVA"
            options={RATE_OPTIONS}
            selectedKey={line.vatRate}
            onSelectionChange={(vatRate) => vatRate !== null && onChange({ ...line, vatRate })}
            errorMessage={line.vatRate === 0 ? undefined : at('vatRate')}
          />
          {line.vatRate === 0 ? (
            <Select<VatNature>
              label="Natura IVA"
              options={NATURE_OPTIONS}
              selectedKey={line.vatNature ?? null}
              onSelectionChange={(vatNature) =>
                onChange({ ...line, vatNature: vatNature ?? undefined })
              }
              errorMessage={at('vatRate')}
            />
          ) : null}
          <DiscountField
            label="Sconto riga"
            value={line.discount}
            onChange={(discount) => onChange({ ...line, discount })}
            errorMessage={at('discount')}
          />
        </Inline>
      </Stack>
    </li>
  );
}

/**
 * "Aggiungi riga": a description and a price, Enter adds it and the cursor goes back to the
 * description for the next one. The line is checked by the money rules before it is added.
 */
function AddLineForm({ onAdd }: { onAdd: (line: SaleLine) => void }) {
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState<number | null>(null);
  const [messages, setMessages] = useState<Record<string, string>>({});
  const descriptionId = useId();
  return (
    <Form
      aria-label="Aggiungi una riga libera"
      onSubmit={(event) => {
        event.preventDefault();
        const line = freeLine(description.trim(), price);
        const checked = priceSale({ ...emptySale(), lines: [line] });
        if (!checked.ok) return setMessages(messagesByPath(checked.problems));
        onAdd(line);
        setDescription('');
        setPrice(null);
        setMessages({});
        document.getElementById(descriptionId)?.focus();
      }}
    >
      <Stack space="sm" className={styles.addLine}>
        <Inline space="md" alignY="top">
          <TextField
            id={descriptionId}
            label="Nuova riga: descrizione"
            value={description}
            onChange={setDescription}
            errorMessage={messages['lines.0.description']}
          />
          <MoneyField
            label="Nuova riga: prezzo"
            value={price}
            onChange={setPrice}
            errorMessage={messages['lines.0.unitPriceCents']}
          />
        </Inline>
        <Inline space="sm">
          <Button type="submit" variant="secondary">
            Aggiungi riga
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
