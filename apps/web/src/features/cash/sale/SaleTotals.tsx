import { formatEuro, type PricedReceipt } from '@agendina/scheduling';
import { DEPOSIT_LINE_LABEL } from '../receipt/receipt-labels.ts';
import * as styles from './sale.css.ts';

/**
 * The sale's totals as the money rules price them: gross, discounts, the acconto paid online,
 * VAT by rate, net, total. With an acconto the total is what is left to pay, and the VAT is that
 * of what this receipt certifies (decision 0064).
 */
export function SaleTotals({ receipt }: { receipt: PricedReceipt }) {
  const rows: [string, number][] = [
    ['Subtotale', receipt.grossCents],
    // The discounts line shows only when there is one: "-0,00 €" reads as a mistake.
    ...(receipt.discountCents > 0 ? [['Sconti', -receipt.discountCents] as [string, number]] : []),
    ...(receipt.advanceCents > 0
      ? [[DEPOSIT_LINE_LABEL, -receipt.advanceCents] as [string, number]]
      : []),
    ...receipt.vat.map((group): [string, number] => [
      `di cui IVA ${group.vatRate}%${group.vatNature ? ` (${group.vatNature})` : ''}`,
      group.vatCents,
    ]),
    ['Imponibile', receipt.netCents],
  ];
  return (
    <div role="group" aria-label="Totali della vendita">
      <dl className={styles.totals}>
        {rows.map(([label, cents]) => (
          <div key={label} className={styles.totalsRow}>
            <dt>{label}</dt>
            <dd className={styles.totalsValue}>{formatEuro(cents)}</dd>
          </div>
        ))}
        <dt className={styles.grandTotal}>
          {receipt.advanceCents > 0 ? 'Totale da pagare' : 'Totale'}
        </dt>
        <dd className={`${styles.totalsValue} ${styles.grandTotal}`}>
          {formatEuro(receipt.totalCents)}
        </dd>
      </dl>
    </div>
  );
}
