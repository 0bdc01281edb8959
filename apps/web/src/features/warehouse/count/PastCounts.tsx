import type { InventoryCountSummary } from '@agendina/api';
import { formatDateTimeIt, pluralIt } from '@agendina/scheduling';
import { Badge, pageFrame } from '@agendina/ui';

/** The closed and cancelled counts, newest first, each with the adjustments it wrote. */
export function PastCounts({ counts }: { counts: readonly InventoryCountSummary[] }) {
  const past = counts.filter((count) => count.status !== 'APERTO');
  if (past.length === 0) return <p className={pageFrame.muted}>Nessun inventario concluso.</p>;
  return (
    <ul className={pageFrame.list} aria-label="Inventari conclusi">
      {past.map((count) => (
        <li key={count.id} className={pageFrame.listItem}>
          <span className={pageFrame.grow}>
            {formatDateTimeIt(count.closedAt ?? count.openedAt)}
            {count.note ? ` · ${count.note}` : ''}
          </span>
          {count.status === 'CHIUSO' ? (
            <>
              <Badge tone="success">Chiuso</Badge>
              <span>
                {pluralIt(count.lineCount, {
                  one: '# prodotto contato',
                  other: '# prodotti contati',
                })}
                , {pluralIt(count.adjustmentCount, { one: '# rettifica', other: '# rettifiche' })}
              </span>
            </>
          ) : (
            <Badge tone="neutral">Annullato</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
