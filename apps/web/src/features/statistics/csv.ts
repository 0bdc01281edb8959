import type { FigureCell } from './figure-cell.ts';

// The CSV of a statistics table (issue #36): what a salon opens in an Italian spreadsheet.
// Semicolons between fields, since the comma is the decimal mark; amounts in euro with comma
// decimals, written from integer cents without a float; CRLF line ends (RFC 4180).

/** "1234,50" from 123450 cents; "-45,00" from -4500. */
export function euroOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** "12,5" from 0.125: a share in percent (or a difference in points), one decimal at most. */
export function percentOfShare(share: number): string {
  const tenths = Math.round(share * 1000);
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  const decimal = abs % 10;
  return `${sign}${Math.trunc(abs / 10)}${decimal === 0 ? '' : `,${decimal}`}`;
}

/**
 * A text as a field: quoted when it holds a separator, a quote or a line end; a text a
 * spreadsheet would run as a formula (= + - @ at its start: operators' and services' names are
 * typed by people) is kept as text by a leading apostrophe (OWASP, CSV injection).
 */
function textField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function field(cell: FigureCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return textField(cell);
  if (cell.unit === 'euro') return euroOfCents(cell.value);
  if (cell.unit === 'share') return percentOfShare(cell.value);
  return String(Math.round(cell.value));
}

/** The CSV text of a table: the Italian headers, then one line per row. */
export function csvOf(
  headers: readonly string[],
  rows: readonly (readonly FigureCell[])[],
): string {
  const lines = [
    headers.map(textField).join(';'),
    ...rows.map((row) => headers.map((_, i) => field(row[i] ?? null)).join(';')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** "statistiche-incasso-per-giorno-2026-11-01-2026-11-19.csv". */
export function csvFileName(table: string, from: string, to: string): string {
  const slug = table
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `statistiche-${slug}-${from}-${to}.csv`;
}
