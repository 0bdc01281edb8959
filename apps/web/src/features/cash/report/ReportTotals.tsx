import type { components } from '@agendina/api';
import { formatEuro } from '@agendina/scheduling';
import { Tiles, pageFrame } from '@agendina/ui';
import { AmountTable } from './AmountTable.tsx';
import { paymentMethodLabels, vatRateLabel } from '../receipt/receipt-labels.ts';
import { categoryLabel } from './report-labels.ts';
import * as styles from './report.css.ts';

type CashReport = components['schemas']['CashReport'];

/** Whether anything happened in the period: a sale, a void or a refund. */
export const isEmptyReport = (report: CashReport) =>
  report.receipts === 0 && report.voided === 0 && report.refunds === 0;

/** The totals of the period: what stayed in the till, how it is made, how many documents. */
export function ReportSummary({ report }: { report: CashReport }) {
  const facts: [string, string][] = [
    ['Incasso del periodo', formatEuro(report.totalCents)],
    ['Vendite lorde', formatEuro(report.grossCents)],
    ['Sconti', formatEuro(report.discountCents)],
    ['Resi', formatEuro(report.refundedCents)],
    ['Imponibile', formatEuro(report.netCents)],
    ['IVA', formatEuro(report.vatCents)],
    ...(report.roundingCents !== 0
      ? [['Arrotondamenti dei contanti', formatEuro(report.roundingCents)] as [string, string]]
      : []),
    ['Scontrini emessi', String(report.receipts)],
    ['Scontrini annullati', String(report.voided)],
    ['Resi fatti', String(report.refunds)],
  ];
  return (
    <dl className={styles.totals}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.total}>
          <dt className={pageFrame.term}>{term}</dt>
          <dd className={styles.totalValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** VAT by rate, and the takings by method, operator and category, each in its own table. */
export function ReportBreakdowns({ report }: { report: CashReport }) {
  return (
    <Tiles space="lg" minColumnWidth="lg">
      <AmountTable
        label="IVA per aliquota"
        columns={['Aliquota', 'Imponibile', 'IVA', 'Totale']}
        rows={report.vat.map((group) => ({
          id: vatRateLabel(group.vatRate, group.vatNature),
          cells: [
            vatRateLabel(group.vatRate, group.vatNature),
            formatEuro(group.netCents),
            formatEuro(group.vatCents),
            formatEuro(group.grossCents),
          ],
        }))}
      />
      <AmountTable
        label="Per metodo di pagamento"
        columns={['Metodo', 'Importo']}
        rows={report.byMethod.map((entry) => ({
          id: entry.method,
          cells: [paymentMethodLabels[entry.method], formatEuro(entry.amountCents)],
        }))}
      />
      <AmountTable
        label="Per operatore"
        columns={['Operatore', 'Incasso']}
        rows={report.byOperator.map((entry) => ({
          id: String(entry.hairdresserId ?? 'nessuno'),
          cells: [entry.hairdresserName, formatEuro(entry.totalCents)],
        }))}
      />
      <AmountTable
        label="Per categoria"
        columns={['Categoria', 'Incasso']}
        rows={report.byCategory.map((entry) => ({
          id: entry.category,
          cells: [categoryLabel(entry.category), formatEuro(entry.totalCents)],
        }))}
      />
    </Tiles>
  );
}
