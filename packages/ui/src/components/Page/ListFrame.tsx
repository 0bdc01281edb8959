import { Children, type ReactNode } from 'react';
import { Columns, ColumnsItem } from '../Columns/Columns.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';

export interface ListFiltersProps {
  /** The filter fields, in order. */
  children: ReactNode;
  /**
   * 'columns': as many equal columns as fields, one under the other below the desktop width;
   * 'row': each field at its own width, wrapping onto a new line when the row is full.
   */
  layout?: 'columns' | 'row';
}

/** A list page's toolbar of filters (search, selects, dates), wrapping on a small screen. */
export function ListFilters({ children, layout = 'columns' }: ListFiltersProps) {
  if (layout === 'row')
    return (
      <Inline space="md" alignY="top">
        {children}
      </Inline>
    );
  return (
    <Columns space="md" collapseBelow="desktop">
      {Children.map(children, (field) =>
        field === null || field === undefined || typeof field === 'boolean' ? null : (
          <ColumnsItem>{field}</ColumnsItem>
        ),
      )}
    </Columns>
  );
}

export interface ListFrameProps {
  /** Above the results: the filters (a ListFilters) and what a filter's outcome says. */
  filters: ReactNode;
  /** The results: a PagedList, inside the screen's QueryBoundary (its loading and failure). */
  children: ReactNode;
}

/**
 * A list page's frame: its filters above its results, with the page's spacing. The filters sit
 * outside the results' boundary, so they keep working while the list loads or has failed.
 */
export function ListFrame({ filters, children }: ListFrameProps) {
  return (
    <Stack space="md">
      {filters}
      {children}
    </Stack>
  );
}
