import type { ReactNode } from 'react';
import { t } from '../../intl/it-IT.ts';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

export const CALENDAR_VIEWS = ['day', 'month', 'week'] as const;
export type CalendarViewKey = (typeof CALENDAR_VIEWS)[number];

const LABELS: Readonly<Record<CalendarViewKey, string>> = {
  day: t('day'),
  month: t('month'),
  week: t('week'),
};

export interface CalendarViewTabsProps {
  view: CalendarViewKey;
  onViewChange: (view: CalendarViewKey) => void;
  /** Below 768 px the week tab is hidden and the week view shows as day (SPEC.md §2). */
  isSmallScreen?: boolean;
  /** The panel content of the shown view. */
  children: ReactNode;
}

/** The dashboard calendar's tabs: Giorno / Mese / Settimana. */
export function CalendarViewTabs({
  view,
  onViewChange,
  isSmallScreen = false,
  children,
}: CalendarViewTabsProps) {
  const shown = isSmallScreen && view === 'week' ? 'day' : view;
  const views = CALENDAR_VIEWS.filter((v) => !(isSmallScreen && v === 'week'));
  return (
    <Tabs selectedKey={shown} onSelectionChange={(key) => onViewChange(key as CalendarViewKey)}>
      <TabList aria-label="Vista calendario">
        {views.map((v) => (
          <Tab key={v} id={v}>
            {LABELS[v]}
          </Tab>
        ))}
      </TabList>
      {views.map((v) => (
        <TabPanel key={v} id={v}>
          {v === shown ? children : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
