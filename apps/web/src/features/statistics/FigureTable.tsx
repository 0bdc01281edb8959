import { Button } from '@agendina/ui';
import { saveTextFile } from '../../lib/save-file.ts';
import { csvFileName, csvOf } from './csv.ts';
import { cellText, type FigureCell } from './figure-cell.ts';
import type { StatisticsPeriod } from './statistics-period.ts';
import * as styles from './statistics.css.ts';

export interface FigureTableData {
  /** The table's caption, its name and its CSV file's ("Occupazione per operatore"). */
  caption: string;
  /** Italian headers; the first names the rows. */
  headers: readonly string[];
  /** One row per item: a stable key and its cells, the first a text. */
  rows: readonly { key: string; cells: readonly FigureCell[] }[];
}

export interface FigureTableProps extends FigureTableData {
  /** The period the figures are of: it names the CSV file. */
  period: Pick<StatisticsPeriod, 'from' | 'to'>;
}

/**
 * The figures of a chart as a real table (caption, column and row headers, read cell by cell by
 * a screen reader) with «Esporta CSV»: the same cells, written for a spreadsheet (csv.ts).
 */
export function FigureTable({ caption, headers, rows, period }: FigureTableProps) {
  const exportCsv = () =>
    saveTextFile(
      csvFileName(caption, period.from, period.to),
      csvOf(
        headers,
        rows.map((row) => row.cells),
      ),
    );
  return (
    <div className={styles.tableBlock}>
      {/* Focusable, named for its table: on a phone the wide table scrolls in this box, and a
          keyboard user must reach it to scroll it (WCAG 2.1.1, axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable (WCAG 2.1.1) */}
      <div className={styles.tableScroller} role="group" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.tableCaption}>{caption}</caption>
          <thead>
            <tr>
              {headers.map((header, index) => (
                <th
                  key={header}
                  scope="col"
                  className={index === 0 ? styles.headerCell : styles.numberHeader}
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={headers[index]} scope="row" className={styles.rowHeader}>
                      {cellText(cell)}
                    </th>
                  ) : (
                    <td key={headers[index]} className={styles.numberCell}>
                      {cellText(cell)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        {/* The table's name follows the visible words, so each of the page's buttons is told
            apart by a screen reader (and «Esporta CSV» still works as a spoken command). */}
        <Button variant="secondary" aria-label={`Esporta CSV: ${caption}`} onPress={exportCsv}>
          Esporta CSV
        </Button>
      </div>
    </div>
  );
}
