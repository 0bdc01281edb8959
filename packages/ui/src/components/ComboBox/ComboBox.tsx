import {
  Button,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { t } from '../../intl/it-IT.ts';
import { fieldRoot, FieldHelp, FieldLabel, type FieldChromeProps } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { SelectOption } from '../Select/Select.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './ComboBox.css.ts';

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<SelectOption>, 'children'>, FieldChromeProps {
  placeholder?: string;
}

/** A searchable single choice: type to filter (or to search on the server with `items` and `onInputChange`). */
export function ComboBox({ placeholder, label, description, ...props }: ComboBoxProps) {
  return (
    <AriaComboBox allowsEmptyCollection {...fieldRoot(props)}>
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.wrap}>
        <Input className={fieldStyles.input} placeholder={placeholder} />
        <Button className={styles.toggle}>
          <Icon name="chevronDown" size={16} />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={props.errorMessage} />
      <Popover className={fieldStyles.popover}>
        <ListBox
          className={fieldStyles.listBox}
          renderEmptyState={() => <div className={styles.empty}>{t('noResults')}</div>}
        >
          {(option: SelectOption) => (
            <ListBoxItem className={fieldStyles.option} textValue={option.name}>
              {option.name}
              {option.description ? (
                <span className={fieldStyles.description}>{option.description}</span>
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
