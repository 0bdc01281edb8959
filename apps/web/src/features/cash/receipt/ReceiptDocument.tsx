import { formatDateTimeIt, formatEuro } from '@agendina/scheduling';
import { Badge } from '@agendina/ui';
import { ReceiptHistory } from './ReceiptHistory.tsx';
import {
  DEPOSIT_LINE_LABEL,
  paymentMethodLabels,
  receiptStatusLabels,
  receiptStatusTones,
  vatRateLabel,
  type Receipt,
} from './receipt-labels.ts';
import * as styles from './receipt.css.ts';

/** The salon's data at the head of the documento commerciale (GET /users/me). */
export interface ReceiptSalon {
  name: string;
  address?: string | null;
  vatNumber?: string | null;
  fiscalCode?: string | null;
  phoneNumber?: string | null;
}

export type PrintFormat = '80mm' | 'a4';

export interface ReceiptDocumentProps {
  receipt: Receipt;
  salon: ReceiptSalon;
  /** The paper the next print uses (its @media print rules). */
  printFormat: PrintFormat;
  /** Shows a print layout on screen too (stories and their visual baselines). */
  preview?: PrintFormat;
}

/**
 * The receipt as a salon owner and a client read a documento commerciale: the salon, number,
 * date and time, the lines, the totals with VAT by rate, the payments (with the change), then
 * its fiscal documents, voids and refunds. Every amount comes from the server's money rules.
 */
export function ReceiptDocument({ receipt, salon, printFormat, preview }: ReceiptDocumentProps) {
  const titleId = `scontrino-${receipt.id}-titolo`;
  return (
    <article
      className={styles.receipt}
      aria-labelledby={titleId}
      data-print-format={printFormat}
      data-preview={preview}
    >
      <div className={styles.heading}>
        <p className={styles.salonName}>{salon.name}</p>
        {salon.address ? <p className={styles.smallPrint}>{salon.address}</p> : null}
        {salon.vatNumber ? <p className={styles.smallPrint}>P. IVA {salon.vatNumber}</p> : null}
        {salon.fiscalCode && salon.fiscalCode !== salon.vatNumber ? (
          <p className={styles.smallPrint}>C.F. {salon.fiscalCode}</p>
        ) : null}
        {salon.phoneNumber ? <p className={styles.smallPrint}>Tel. {salon.phoneNumber}</p> : null}
        <h2 id={titleId} className={styles.title}>
          Documento commerciale n. {receipt.number}
        </h2>
        <p className={styles.smallPrint}>
          {formatDateTimeIt(receipt.issuedAt)}
          {receipt.clientName ? ` · Cliente: ${receipt.clientName}` : ''}
        </p>
        <p className={styles.smallPrint}>
          <Badge tone={receiptStatusTones[receipt.status]}>
            {receiptStatusLabels[receipt.status]}
          </Badge>
        </p>
      </div>
      <ReceiptLines receipt={receipt} />
      <ReceiptTotals receipt={receipt} />
      <ReceiptHistory receipt={receipt} />
    </article>
  );
}

function ReceiptLines({ receipt }: { receipt: Receipt }) {
  return (
    <table className={styles.table} aria-label="Righe dello scontrino">
      <thead>
        <tr>
          <th scope="col" className={styles.headCell}>
            Descrizione
          </th>
          <th scope="col" className={`${styles.headCell} ${styles.amount}`}>
            Q.tà
          </th>
          <th scope="col" className={`${styles.headCell} ${styles.amount} ${styles.wideOnly}`}>
            Prezzo
          </th>
          <th scope="col" className={`${styles.headCell} ${styles.amount} ${styles.wideOnly}`}>
            Sconto
          </th>
          <th scope="col" className={`${styles.headCell} ${styles.amount}`}>
            IVA
          </th>
          <th scope="col" className={`${styles.headCell} ${styles.amount}`}>
            Importo
          </th>
        </tr>
      </thead>
      <tbody>
        {receipt.lines.map((line) => {
          const discount = line.lineDiscountCents + line.sharedDiscountCents;
          return (
            <tr key={line.line}>
              <td className={styles.cell}>
                {line.description}
                {line.hairdresserName ? (
                  <span className={styles.wideOnly}> · {line.hairdresserName}</span>
                ) : null}
                {line.refundedQuantity > 0 ? <span> (resi {line.refundedQuantity})</span> : null}
              </td>
              <td className={`${styles.cell} ${styles.amount}`}>{line.quantity}</td>
              <td className={`${styles.cell} ${styles.amount} ${styles.wideOnly}`}>
                {formatEuro(line.unitPriceCents)}
              </td>
              <td className={`${styles.cell} ${styles.amount} ${styles.wideOnly}`}>
                {discount > 0 ? `−${formatEuro(discount)}` : '—'}
              </td>
              <td className={`${styles.cell} ${styles.amount}`}>
                {vatRateLabel(line.vatRate, line.vatNature)}
              </td>
              {/* After the line's discounts: an acconto comes off the total, on its own line. */}
              <td className={`${styles.cell} ${styles.amount}`}>
                {formatEuro(line.grossCents - discount)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ReceiptTotals({ receipt }: { receipt: Receipt }) {
  const { totals } = receipt;
  const cashOnly = receipt.payments.every((p) => p.method === 'CONTANTI');
  return (
    <>
      <div role="group" aria-label="Totali">
        <dl className={styles.totals}>
          {totals.discountCents > 0 || totals.depositCents ? (
            <>
              <dt className={styles.totalTerm}>Totale lordo</dt>
              <dd className={styles.totalValue}>{formatEuro(totals.grossCents)}</dd>
            </>
          ) : null}
          {totals.discountCents > 0 ? (
            <>
              <dt className={styles.totalTerm}>Sconti</dt>
              <dd className={styles.totalValue}>−{formatEuro(totals.discountCents)}</dd>
            </>
          ) : null}
          {totals.depositCents ? (
            <>
              <dt className={styles.totalTerm}>{DEPOSIT_LINE_LABEL}</dt>
              <dd className={styles.totalValue}>−{formatEuro(totals.depositCents)}</dd>
            </>
          ) : null}
          <dt className={`${styles.totalTerm} ${styles.grandTotal}`}>Totale complessivo</dt>
          <dd className={`${styles.totalValue} ${styles.grandTotal}`}>
            {formatEuro(totals.totalCents)}
          </dd>
          <dt className={styles.totalTerm}>di cui IVA</dt>
          <dd className={styles.totalValue}>{formatEuro(totals.vatCents)}</dd>
          {receipt.roundingCents !== 0 ? (
            <>
              <dt className={styles.totalTerm}>Arrotondamento{cashOnly ? ' (contanti)' : ''}</dt>
              <dd className={styles.totalValue}>{formatEuro(receipt.roundingCents)}</dd>
              <dt className={styles.totalTerm}>Da pagare</dt>
              <dd className={styles.totalValue}>{formatEuro(receipt.dueCents)}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <table className={styles.table} aria-label="IVA per aliquota">
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              Aliquota
            </th>
            <th scope="col" className={`${styles.headCell} ${styles.amount}`}>
              Imponibile
            </th>
            <th scope="col" className={`${styles.headCell} ${styles.amount}`}>
              IVA
            </th>
            <th scope="col" className={`${styles.headCell} ${styles.amount} ${styles.wideOnly}`}>
              Totale
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.vat.map((group) => (
            <tr key={`${group.vatRate}-${group.vatNature ?? ''}`}>
              <td className={styles.cell}>{vatRateLabel(group.vatRate, group.vatNature)}</td>
              <td className={`${styles.cell} ${styles.amount}`}>{formatEuro(group.netCents)}</td>
              <td className={`${styles.cell} ${styles.amount}`}>{formatEuro(group.vatCents)}</td>
              <td className={`${styles.cell} ${styles.amount} ${styles.wideOnly}`}>
                {formatEuro(group.grossCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div role="group" aria-label="Pagamento">
        <dl className={styles.totals}>
          {receipt.payments.map((payment, index) => (
            <PaymentRow
              key={index}
              label={paymentMethodLabels[payment.method]}
              cents={payment.amountCents}
            />
          ))}
          {receipt.payments.length > 1 ? (
            <PaymentRow label="Totale pagato" cents={receipt.paidCents} />
          ) : null}
          {receipt.changeCents > 0 ? (
            <PaymentRow label="Resto" cents={receipt.changeCents} />
          ) : null}
        </dl>
      </div>
    </>
  );
}

function PaymentRow({ label, cents }: { label: string; cents: number }) {
  return (
    <>
      <dt className={styles.totalTerm}>{label}</dt>
      <dd className={styles.totalValue}>{formatEuro(cents)}</dd>
    </>
  );
}
