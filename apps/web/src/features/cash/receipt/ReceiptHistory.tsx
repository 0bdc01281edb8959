import { formatDateTimeIt, formatEuro } from '@agendina/scheduling';
import { Badge } from '@agendina/ui';
import {
  fiscalKindLabels,
  fiscalStateLabels,
  fiscalStateTones,
  paymentMethodLabels,
  type Receipt,
} from './receipt-labels.ts';
import * as styles from './receipt.css.ts';

type FiscalDocument = Receipt['fiscalDocuments'][number];

/** What a fiscal document says of itself: its number once transmitted, else why not yet. */
const documentLine = (doc: FiscalDocument): string =>
  doc.state === 'TRASMESSO' && doc.number !== undefined
    ? `n. ${doc.number}${doc.issuedAt ? ` del ${formatDateTimeIt(doc.issuedAt)}` : ''}`
    : doc.state === 'DA_TRASMETTERE'
      ? 'Non ancora trasmesso all’Agenzia delle Entrate: il sistema riprova da solo'
      : `Rifiutato dal servizio fiscale${doc.lastError ? `: ${doc.lastError}` : ''}`;

/** The receipt's fiscal documents (sale, void, refunds) and its refunds, piece by piece. */
export function ReceiptHistory({ receipt }: { receipt: Receipt }) {
  const lineOf = (line: number) => receipt.lines.find((l) => l.line === line);
  return (
    <>
      <section className={styles.part} aria-labelledby={`documenti-${receipt.id}`}>
        <h3 id={`documenti-${receipt.id}`} className={styles.partTitle}>
          Documenti fiscali
        </h3>
        <ul className={styles.list}>
          {receipt.fiscalDocuments.map((doc) => (
            <li key={doc.id} className={styles.listItem}>
              <strong>{fiscalKindLabels[doc.kind]}</strong>{' '}
              <Badge tone={fiscalStateTones[doc.state]}>{fiscalStateLabels[doc.state]}</Badge>
              <br />
              <span className={doc.state === 'TRASMESSO' ? undefined : styles.warning}>
                {documentLine(doc)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {receipt.refunds.length > 0 ? (
        <section className={styles.part} aria-labelledby={`resi-${receipt.id}`}>
          <h3 id={`resi-${receipt.id}`} className={styles.partTitle}>
            Resi
          </h3>
          <ul className={styles.list}>
            {receipt.refunds.map((refund) => (
              <li key={refund.id} className={styles.listItem}>
                <strong>
                  Reso del {formatDateTimeIt(refund.createdAt)}: {formatEuro(refund.totalCents)}{' '}
                  restituiti in {paymentMethodLabels[refund.method].toLowerCase()}
                </strong>
                <ul className={styles.list}>
                  {refund.lines.map((piece) => (
                    <li key={piece.line} className={styles.listItem}>
                      {lineOf(piece.line)?.description ?? `Riga ${piece.line + 1}`} ×{' '}
                      {piece.quantity}: {formatEuro(piece.amountCents)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className={styles.note}>Totale reso: {formatEuro(receipt.refundedCents)}</p>
        </section>
      ) : null}
    </>
  );
}
