import { t } from '../../intl/it-IT.ts';

/** The trigger text of the operator multi-select (SPEC.md §2): all, or 'N selezionati'. */
export function operatorSelectionSummary(selected: number, total: number): string {
  return total > 0 && selected === total ? t('allSelected') : t('nSelected', { count: selected });
}
