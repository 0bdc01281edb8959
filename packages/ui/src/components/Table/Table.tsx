import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableProps,
} from 'react-aria-components';
import * as styles from './Table.css.ts';

type Styled<P> = Omit<P, 'className'> & { className?: string };
const withClass = (base: string, className?: string) => [base, className].filter(Boolean).join(' ');

export function Table(props: Styled<TableProps>) {
  // Wider than a phone, a table scrolls in its own box instead of widening the whole page.
  return (
    <div className={styles.scroller}>
      <AriaTable {...props} className={withClass(styles.table, props.className)} />
    </div>
  );
}

export function Column({
  children,
  ...props
}: Styled<Omit<ColumnProps, 'children'>> & { children: string }) {
  return (
    <AriaColumn {...props} className={withClass(styles.column, props.className)}>
      {({ allowsSorting, sortDirection }) => (
        <>
          {children}
          {allowsSorting ? (
            <span aria-hidden="true" className={styles.sortIcon}>
              {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
            </span>
          ) : null}
        </>
      )}
    </AriaColumn>
  );
}

export function TableBody<T extends object>(props: TableBodyProps<T>) {
  return (
    <AriaTableBody
      renderEmptyState={() => <div className={styles.empty}>Nessun risultato</div>}
      {...props}
    />
  );
}

export function Row<T extends object>(props: Styled<RowProps<T>>) {
  return <AriaRow {...props} className={withClass(styles.row, props.className)} />;
}

export function Cell(props: Styled<CellProps>) {
  return <AriaCell {...props} className={withClass(styles.cell, props.className)} />;
}

export { TableHeader };
