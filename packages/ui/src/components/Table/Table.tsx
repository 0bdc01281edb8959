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

export { TableHeader };
