import type { InventoryCountLine } from '@agendina/api';
import { productUnitShort } from '../products/product-labels.ts';
import { signedDifference } from './count-lines.ts';
import * as styles from './count.css.ts';
import { pageFrame } from '@agendina/ui';

/** The counted products, last counted first: counted, in stock, and the difference to write. */
export function CountLines({
  lines,
  label,
}: {
  lines: readonly InventoryCountLine[];
  label: string;
}) {
  if (lines.length === 0) return <p className={pageFrame.muted}>Nessun prodotto contato.</p>;
  const newestFirst = [...lines].sort((a, b) => b.countedAt.localeCompare(a.countedAt));
  return (
    <ul className={pageFrame.list} aria-label={label}>
      {newestFirst.map((line) => {
        const unit = productUnitShort[line.unit];
        return (
          <li key={line.productId} className={pageFrame.listItem}>
            <span className={pageFrame.grow}>{line.productName}</span>
            <span>
              Contati {line.countedQuantity} {unit} · In magazzino {line.currentQuantity} {unit} ·{' '}
              <span className={line.difference === 0 ? styles.difference : styles.differenceOff}>
                Differenza {signedDifference(line.difference)}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
