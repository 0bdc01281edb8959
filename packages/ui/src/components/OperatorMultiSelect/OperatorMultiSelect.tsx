import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import type { Id } from '@agendina/contract';
import { composeClassName } from '../../foundations/class-name.ts';
import { t } from '../../intl/it-IT.ts';
import { FieldLabel } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './OperatorMultiSelect.css.ts';
import { operatorSelectionSummary } from './operator-summary.ts';

export interface OperatorOption {
  id: Id;
  name: string;
  colorCode: string;
}

export interface OperatorMultiSelectProps {
  operators: readonly OperatorOption[];
  selectedIds: readonly Id[];
  onChange: (ids: Id[]) => void;
  /** Defaults to 'Seleziona professionisti' (SPEC.md §2). */
  label?: string;
  className?: string;
}

/** The day view's operator filter: a multi-select with colour dots, summarised as all or 'N selezionati'. */
export function OperatorMultiSelect({
  operators,
  selectedIds,
  onChange,
  label = t('selectOperators'),
  className,
}: OperatorMultiSelectProps) {
  return (
    <Select
      selectionMode="multiple"
      value={[...selectedIds]}
      // The items' keys are the operators' numeric ids; React Aria hands back the keys it was given.
      onChange={(keys) => onChange(keys.filter((key): key is Id => typeof key === 'number'))}
      className={composeClassName(className, `${fieldStyles.field} ${styles.root}`)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Button className={fieldStyles.trigger}>
        <SelectValue>
          {() => operatorSelectionSummary(selectedIds.length, operators.length)}
        </SelectValue>
        <Icon name="chevronDown" size={16} />
      </Button>
      <Popover className={fieldStyles.popover}>
        <ListBox className={fieldStyles.listBox} items={operators}>
          {(operator) => (
            <ListBoxItem className={fieldStyles.option} textValue={operator.name}>
              <span className={styles.box}>
                <Icon name="check" size={14} />
              </span>
              <span className={styles.dot} style={{ background: operator.colorCode }} />
              {operator.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
