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
import { composeClassName } from '../../foundations/class-name.ts';
import * as styles from './Tabs.css.ts';

export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeClassName(className, styles.tabs)} />;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeClassName(className, styles.tabList)} />;
}

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={composeClassName(className, styles.tab)} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeClassName(className, styles.panel)} />;
}
