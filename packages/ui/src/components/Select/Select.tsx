import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { t } from '../../intl/it-IT.ts';
import { fieldRoot, FieldHelp, FieldLabel, type FieldChromeProps } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from '../Field/Field.css.ts';

/** One choice: an id and the text shown; disabled choices stay listed but cannot be picked. */
export interface SelectOption<K extends Key = Key> {
  id: K;
  name: string;
  description?: string;
  isDisabled?: boolean;
}

export interface SelectProps<K extends Key = Key>
  extends
    Omit<
      AriaSelectProps<SelectOption<K>>,
      'children' | 'items' | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'
    >,
    FieldChromeProps {
  options: readonly SelectOption<K>[];
  selectedKey?: K | null;
  defaultSelectedKey?: K;
  /** Called with the option's own id (a numeric id stays a number). */
  onSelectionChange?: (key: K | null) => void;
}

/** A single-choice dropdown: button, popover and list box. */
export function Select<K extends Key = Key>({
  label,
  description,
  options,
  placeholder = t('select'),
  onSelectionChange,
  ...props
}: SelectProps<K>) {
  const disabledKeys = options.filter((o) => o.isDisabled).map((o) => o.id);
  return (
    <AriaSelect
      {...fieldRoot(props)}
      placeholder={placeholder}
      disabledKeys={disabledKeys}
      // React Aria hands back the key of the chosen item, which is that option's id: a K.
      onSelectionChange={(key) => onSelectionChange?.(key as K | null)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Button className={styles.trigger}>
        <SelectValue className={({ isPlaceholder }) => (isPlaceholder ? styles.placeholder : '')} />
        <Icon name="chevronDown" size={16} />
      </Button>
      <FieldHelp description={description} errorMessage={props.errorMessage} />
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem className={styles.option} textValue={option.name}>
              {({ isSelected }) => (
                <>
                  <span>
                    {option.name}
                    {option.description ? (
                      <span className={styles.description}> {option.description}</span>
                    ) : null}
                  </span>
                  {isSelected ? <Icon name="check" size={16} className={styles.check} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
