import { Cell, Column, Row, Table, TableBody, TableHeader } from '@agendina/ui';

export interface AmountTableProps {
  /** The table's accessible name ("IVA per aliquota"). */
  label: string;
  /** Column headers; the first names the rows. */
  columns: readonly string[];
  /** One row per item: its key and its cells, already written in Italian. */
  rows: readonly { id: string; cells: readonly string[] }[];
}

/** One breakdown of the report (VAT, methods, operators, categories): a named, plain table. */
export function AmountTable({ label, columns, rows }: AmountTableProps) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        {columns.map((column, index) => (
          <Column key={column} isRowHeader={index === 0}>
            {column}
          </Column>
        ))}
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <Row key={row.id} id={row.id}>
            {row.cells.map((cell, index) => (
              <Cell key={columns[index]}>{cell}</Cell>
            ))}
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
