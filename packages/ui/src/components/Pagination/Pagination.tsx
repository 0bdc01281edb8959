import { t } from '../../intl/it-IT.ts';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';

export interface PaginationProps {
  /** The page shown, from 1 (as an address shows it). */
  page: number;
  /** How many pages there are; with one or none the control is not shown. */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Pagine dei saloni'. */
  'aria-label': string;
}

/**
 * Precedente, 'Pagina 3 di 400', Successiva: a server-paged list (the receipts' history, the
 * admin's salons). The page count is the server's, so 10,000 rows are as light as 20.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  'aria-label': ariaLabel,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Inline space="sm" alignY="center" component="nav" aria-label={ariaLabel}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        {t('previousPage')}
      </Button>
      <span>{t('pageOf', { page, pages: pageCount })}</span>
      <Button
        variant="secondary"
        isDisabled={page >= pageCount}
        onPress={() => onPageChange(page + 1)}
      >
        {t('nextPage')}
      </Button>
    </Inline>
  );
}
