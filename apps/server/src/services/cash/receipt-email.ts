// The receipt's digital copy by e-mail (POST /cash/receipts/{id}/email, issue #16): the receipt
// as it stands (a void or refund included), in Italian plain text, queued as an e-mail job in
// one transaction and sent by the worker (decision 0026).
import { eq } from 'drizzle-orm';
import { formatDateTimeIt, formatEuro } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { salons } from '../../db/schema/index.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { enqueueEmail } from '../jobs/email.ts';
import { readReceipt } from './read.ts';

type Receipt = Schemas['Receipt'];

const STATUS: Record<Receipt['status'], string> = {
  EMESSO: 'Emesso',
  ANNULLATO: 'Annullato',
  RESO_PARZIALE: 'Reso parziale',
  RESO: 'Reso',
};
const FISCAL_STATE: Record<Receipt['fiscalState'], string> = {
  DA_TRASMETTERE: 'Da trasmettere',
  TRASMESSO: 'Trasmesso',
  RIFIUTATO: 'Rifiutato',
};
const DOCUMENT_KIND: Record<Schemas['FiscalDocumentKind'], string> = {
  VENDITA: 'Vendita',
  ANNULLO: 'Annullo',
  RESO: 'Reso',
};
const METHOD: Record<Schemas['PaymentMethod'], string> = {
  CONTANTI: 'Contanti',
  CARTA: 'Carta',
  ALTRO: 'Altro',
};

const rate = (line: { vatRate: number; vatNature?: string | undefined }) =>
  line.vatNature ? `IVA ${line.vatRate}% (${line.vatNature})` : `IVA ${line.vatRate}%`;

/** The copy's lines: what the receipt view shows, as text a mail client shows as it is. */
export function receiptEmailText(salonName: string, receipt: Receipt): string {
  const out: string[] = [
    salonName,
    `Scontrino n. ${receipt.number} del ${formatDateTimeIt(receipt.issuedAt)}`,
    `Stato: ${STATUS[receipt.status]}`,
  ];
  if (receipt.clientName) out.push(`Cliente: ${receipt.clientName}`);
  if (receipt.status === 'ANNULLATO')
    out.push('Questo scontrino è stato annullato: non ha valore di pagamento.');
  out.push('', 'Righe:');
  for (const line of receipt.lines) {
    const refunded = line.refundedQuantity > 0 ? `, reso ${line.refundedQuantity}` : '';
    // What the line costs after its discounts: the acconto comes off below, on its own line.
    const amount = line.grossCents - line.lineDiscountCents - line.sharedDiscountCents;
    out.push(
      `- ${line.quantity} × ${line.description} a ${formatEuro(line.unitPriceCents)}: ${formatEuro(amount)} (${rate(line)}${refunded})`,
    );
  }
  const { totals } = receipt;
  out.push('');
  if (totals.discountCents > 0) out.push(`Sconto: -${formatEuro(totals.discountCents)}`);
  if (totals.depositCents) out.push(`Acconto versato online: -${formatEuro(totals.depositCents)}`);
  out.push(`Totale: ${formatEuro(totals.totalCents)}`);
  for (const vat of totals.vat)
    out.push(
      `  ${rate(vat)}: imponibile ${formatEuro(vat.netCents)}, imposta ${formatEuro(vat.vatCents)}`,
    );
  if (receipt.roundingCents !== 0) {
    out.push(`Arrotondamento: ${formatEuro(receipt.roundingCents)}`);
    out.push(`Da pagare: ${formatEuro(receipt.dueCents)}`);
  }
  out.push('', 'Pagamenti:');
  for (const payment of receipt.payments)
    out.push(`- ${METHOD[payment.method]}: ${formatEuro(payment.amountCents)}`);
  if (receipt.changeCents > 0) out.push(`Resto: ${formatEuro(receipt.changeCents)}`);
  if (receipt.refunds.length > 0) {
    out.push('', 'Resi:');
    for (const refund of receipt.refunds)
      out.push(
        `- ${formatDateTimeIt(refund.createdAt)}: ${formatEuro(refund.totalCents)} (${METHOD[refund.method]})`,
      );
    out.push(`Totale reso: ${formatEuro(receipt.refundedCents)}`);
  }
  out.push('', 'Documenti fiscali:');
  for (const document of receipt.fiscalDocuments)
    out.push(
      `- ${DOCUMENT_KIND[document.kind]}${document.number ? ` n. ${document.number}` : ''}: ${FISCAL_STATE[document.state]}`,
    );
  out.push('', `Copia digitale inviata da ${salonName} con Agendina.`);
  return out.join('\n');
}

/** Queues the copy of the salon's receipt `id` to `to` (404 for another salon's receipt). */
export async function emailReceipt(
  db: Database,
  salonId: number,
  receiptId: number,
  to: string,
): Promise<void> {
  const receipt = await readReceipt(db, salonId, receiptId);
  const [salon] = await db.select({ name: salons.name }).from(salons).where(eq(salons.id, salonId));
  const salonName = salon?.name ?? 'Agendina';
  await db.transaction((tx) =>
    enqueueEmail(tx, {
      to,
      subject: `Scontrino n. ${receipt.number} di ${salonName}`,
      text: receiptEmailText(salonName, receipt),
      salonId,
    }),
  );
}
