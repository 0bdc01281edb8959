import { sortCheckItems, type CheckItem } from '@agendina/scheduling';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Wizard.css.ts';

export interface CheckListProps {
  items: readonly CheckItem[];
  label?: string;
}

/** The confirmation checks: errors (they block creation), then warnings, then info. */
export function CheckList({ items, label = 'Controlli' }: CheckListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.checkList} aria-label={label}>
      {sortCheckItems(items).map((item, i) => {
        const meta = styles.CHECK_TYPE_META[item.type];
        return (
          <li key={`${item.code}-${i}`} className={styles.check({ type: item.type })}>
            <Icon name={meta.icon} size={20} />
            <div>
              <div className={styles.checkTitle}>
                {meta.prefix}: {item.title}
              </div>
              <p className={styles.checkMessage}>{item.message}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
