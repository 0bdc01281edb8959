// A small RFC 4180 reader for the product import (decision 0031: no CSV parser is among the
// repository's dependencies, and this subset is all a spreadsheet's export needs): fields
// separated by ';' or ',', quoted with '"' ('""' is a quote inside), CRLF or LF line ends, line
// breaks inside quotes, a UTF-8 BOM ignored.

export interface CsvTable {
  /** Rows of fields; row i is the file's line i + 1 as a spreadsheet numbers it. */
  rows: string[][];
  delimiter: ';' | ',';
}

export class CsvSyntaxError extends Error {}

/** The separator of the header line: a semicolon when it has one outside quotes, else a comma. */
function delimiterOf(text: string): ';' | ',' {
  let quoted = false;
  let commas = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') return ';';
    else if (!quoted && char === ',') commas++;
  }
  return commas > 0 ? ',' : ';';
}

/** Reads the text into rows; throws CsvSyntaxError (with the row) for a quote never closed. */
export function readCsv(input: string): CsvTable {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const delimiter = delimiterOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let quoteStartRow = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && field === '') {
      quoted = true;
      quoteStartRow = rows.length + 1;
    } else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new CsvSyntaxError(`Virgolette non chiuse alla riga ${quoteStartRow}`);
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return { rows, delimiter };
}
