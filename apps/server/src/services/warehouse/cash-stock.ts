// The cash desk's product lines in the ledger (decision 0032): issuing a receipt writes one
// VENDITA of -quantity per product line, a refund gives back RESO +refunded quantity, a void RESO
// for what had not been refunded yet; always linked to the receipt and in the receipt's (or the
// correction's) own transaction, so a receipt that fails moves no stock. A sale is never refused
// for stock: the quantity may go negative, and the overview flags it.
import type { Tx } from '../../db/transaction.ts';
import { appendStockMovements } from './ledger.ts';
import type { NewStockMovement } from './ledger.ts';

interface ReceiptRef {
  id: number;
  number: string;
}

interface SoldLine {
  productId?: number | null | undefined;
  quantity: number;
}

/** One VENDITA per product line of the receipt being issued (at `at`, else now). */
export async function writeSale(
  tx: Tx,
  salonId: number,
  userId: number | null,
  receipt: ReceiptRef,
  lines: readonly SoldLine[],
  at?: Date,
): Promise<void> {
  const movements: NewStockMovement[] = lines.flatMap((line) =>
    line.productId == null
      ? []
      : [
          {
            productId: line.productId,
            kind: 'VENDITA' as const,
            quantity: -line.quantity,
            reason: `Scontrino n. ${receipt.number}`,
            receiptId: receipt.id,
          },
        ],
  );
  await appendStockMovements(tx, salonId, userId, movements, at);
}

interface ReturnedLine {
  productId: number | null;
  quantity: number;
}

/** RESO +quantity for each product line given back (by a refund, or by a void of the rest). */
export async function writeReturn(
  tx: Tx,
  salonId: number,
  userId: number | null,
  receipt: ReceiptRef,
  returned: readonly ReturnedLine[],
  reason: string,
  at?: Date,
): Promise<void> {
  const movements: NewStockMovement[] = returned.flatMap((line) =>
    line.productId === null || line.quantity <= 0
      ? []
      : [
          {
            productId: line.productId,
            kind: 'RESO' as const,
            quantity: line.quantity,
            reason: `${reason} scontrino n. ${receipt.number}`,
            receiptId: receipt.id,
          },
        ],
  );
  await appendStockMovements(tx, salonId, userId, movements, at);
}
