import { createContext, useContext } from 'react';
import {
  Button as AriaButton,
  DropIndicator as AriaDropIndicator,
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  type DropIndicatorProps as AriaDropIndicatorProps,
  type GridListItemProps as AriaGridListItemProps,
  type GridListProps as AriaGridListProps,
} from 'react-aria-components';
import { composeClassName } from '../../foundations/class-name.ts';
import { t } from '../../intl/it-IT.ts';
import * as styles from './GridList.css.ts';

const VariantContext = createContext<styles.GridListVariant>('divided');

export interface GridListProps<T extends object> extends AriaGridListProps<T> {
  variant?: styles.GridListVariant;
}

/**
 * React Aria's GridList: one Tab stop, arrows move between rows, Enter or a press runs
 * onAction; rows may hold buttons (keyboardNavigationBehavior="tab" reaches them with Tab) and
 * may be reordered by dragging with useDragAndDrop.
 */
export function GridList<T extends object>({
  variant = 'divided',
  className,
  ...props
}: GridListProps<T>) {
  return (
    <VariantContext.Provider value={variant}>
      <AriaGridList {...props} className={composeClassName(className, styles.list({ variant }))} />
    </VariantContext.Provider>
  );
}

export function GridListItem<T extends object>({ className, ...props }: AriaGridListItemProps<T>) {
  const variant = useContext(VariantContext);
  return (
    <AriaGridListItem
      {...props}
      className={composeClassName(className, styles.item({ variant }))}
    />
  );
}

/** The line that shows where a dragged row will land (pass to renderDropIndicator). */
export function DropIndicator({ className, ...props }: AriaDropIndicatorProps) {
  return (
    <AriaDropIndicator {...props} className={composeClassName(className, styles.dropIndicator)} />
  );
}

/** The handle a row is dragged by ("Trascina <name>"); Enter on it starts a keyboard drag. */
export function DragHandle({ itemName }: { itemName: string }) {
  return (
    <AriaButton
      slot="drag"
      className={styles.dragHandle}
      aria-label={t('dragItem', { name: itemName })}
    >
      ⠿
    </AriaButton>
  );
}
