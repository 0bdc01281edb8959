import type { ReactNode } from 'react';
import type { Space } from '../../theme/responsive.ts';
import { Pagination, type PaginationProps } from '../Pagination/Pagination.tsx';
import { Stack } from '../Stack/Stack.tsx';
import * as styles from './Page.css.ts';

export interface PagedListProps {
  /** The page of results: a table or a list. */
  children: ReactNode;
  /** Moves between the server's pages; hidden when there is only one. */
  pager: PaginationProps;
  /** How many results there are in all («12 prodotti»). */
  count?: ReactNode;
  /** Above the results (the default) or under the pager («… nel periodo», after the list). */
  countAt?: 'top' | 'bottom';
  /** The count is announced as it changes: for a list filtered while the user types. */
  countLive?: boolean;
  space?: Space;
  /** There are no results: the `empty` sentence shows alone, without count, list or pager. */
  isEmpty?: boolean;
  /** What an empty list says, in Italian («Nessuna attività con questi filtri.»). */
  empty?: ReactNode;
}

/**
 * A server-paged list as every list screen shows it (products, movements, receipts, orders, the
 * admin's salons and registers): the count, the results, the pager, with the page's spacing;
 * with no results, the list's sentence instead of an empty list. Loading and failure stay with
 * the screen's QueryBoundary, which wraps this (its failure is the kit's RetryAlert).
 */
export function PagedList({
  children,
  pager,
  count,
  countAt = 'top',
  countLive = false,
  space = 'md',
  isEmpty = false,
  empty,
}: PagedListProps) {
  if (isEmpty && empty !== undefined) return <p className={styles.muted}>{empty}</p>;
  const countLine =
    count === undefined ? null : (
      <p className={styles.muted} role={countLive ? 'status' : undefined}>
        {count}
      </p>
    );
  return (
    <Stack space={space}>
      {countAt === 'top' ? countLine : null}
      {children}
      <Pagination {...pager} />
      {countAt === 'bottom' ? countLine : null}
    </Stack>
  );
}
