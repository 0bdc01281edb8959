import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export function Tabs({ className, ...props }: TabsProps & { className?: string }) {
  return <AriaTabs {...props} className={join(styles.tabs, className)} />;
}

export function TabList<T extends object>({
  className,
  ...props
}: TabListProps<T> & { className?: string }) {
  return <AriaTabList {...props} className={join(styles.tabList, className)} />;
}

export function Tab({ className, ...props }: TabProps & { className?: string }) {
  return <AriaTab {...props} className={join(styles.tab, className)} />;
}

export function TabPanel({ className, ...props }: TabPanelProps & { className?: string }) {
  return <AriaTabPanel {...props} className={join(styles.panel, className)} />;
}
