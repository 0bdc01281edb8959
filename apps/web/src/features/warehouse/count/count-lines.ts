import type { InventoryCountLine } from '@agendina/api';
import { countAdjustment, pluralIt } from '@agendina/scheduling';

/** How many RETTIFICA closing will write: one per counted product whose quantity differs. */
export const adjustmentsToWrite = (lines: readonly InventoryCountLine[]): number =>
  lines.filter((line) => countAdjustment(line.countedQuantity, line.currentQuantity) !== 0).length;

/** A difference as the shelf sees it: "+2", "-1", "0". */
export const signedDifference = (difference: number): string =>
  difference > 0 ? `+${difference}` : String(difference);

/** What «Chiudi inventario» asks before it writes. */
export function closeQuestion(lines: readonly InventoryCountLine[]): string {
  const adjustments = adjustmentsToWrite(lines);
  const counted = pluralIt(lines.length, {
    one: '# prodotto contato',
    other: '# prodotti contati',
  });
  if (adjustments === 0) {
    return `${counted}, nessuna differenza: non verrà scritta nessuna rettifica. L'inventario non si potrà più modificare.`;
  }
  const written = pluralIt(adjustments, {
    one: 'verrà scritta # rettifica',
    other: 'verranno scritte # rettifiche',
  });
  return `${counted}: ${written} per portare le quantità a quelle contate. L'inventario non si potrà più modificare.`;
}
