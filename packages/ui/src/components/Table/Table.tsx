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
import { composeClassName } from '../../foundations/class-name.ts';
import { t } from '../../intl/it-IT.ts';
import * as styles from './Table.css.ts';

export function Table({ className, ...props }: TableProps) {
  // Wider than a phone, a table scrolls in its own box instead of widening the whole page.
  return (
    <div className={styles.scroller}>
      <AriaTable {...props} className={composeClassName(className, styles.table)} />
    </div>
  );
}

export function Column({
  children,
  className,
  ...props
}: Omit<ColumnProps, 'children'> & { children: string }) {
  return (
    <AriaColumn {...props} className={composeClassName(className, styles.column)}>
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
      renderEmptyState={() => <div className={styles.empty}>{t('noResults')}</div>}
      {...props}
    />
  );
}

export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <AriaRow {...props} className={composeClassName(className, styles.row)} />;
}

export interface KitCellProps extends CellProps {
  /** A cell of row actions (buttons): keeps a strip free of them, see styles.actionsCell. */
  actions?: boolean;
}

export function Cell({ className, actions = false, ...props }: KitCellProps) {
  return (
    <AriaCell
      {...props}
      className={composeClassName(className, actions ? styles.actionsCell : styles.cell)}
    />
  );
}

/** A column of a column set: its id (a sort field) when it has one, and its heading. */
export interface TableColumnSpec {
  id: string;
  name: string;
}

export interface TableColumnsProps {
  /** The headings in order: a name, or an id with its name where the column is sorted by id. */
  columns: readonly (string | TableColumnSpec)[];
  /** Every column asks for its order (a list the server sorts by any of its columns). */
  allowsSorting?: boolean;
}

/**
 * A table's header from its column set: one Column a heading, the first one the row's header
 * (what a screen reader reads out for the row), so a table declares its columns as data.
 */
export function TableColumns({ columns, allowsSorting = false }: TableColumnsProps) {
  return (
    <TableHeader>
      {columns.map((column, index) => {
        const { id, name } = typeof column === 'string' ? { id: column, name: column } : column;
        return (
          <Column key={id} id={id} isRowHeader={index === 0} allowsSorting={allowsSorting}>
            {name}
          </Column>
        );
      })}
    </TableHeader>
  );
}

export { TableHeader };
