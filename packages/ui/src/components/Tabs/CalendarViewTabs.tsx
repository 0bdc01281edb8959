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
  /**
   * The view `children` still draw, when it is not yet `view` (a deferred value while the next
   * view renders): they stay in that view's panel, hidden and unchanged, and the selected panel
   * shows `pending` until they follow. Without it a tab press moved `children` to the new panel,
   * so React drew the old view a second time from scratch before the next paint (issue #37).
   */
  contentView?: CalendarViewKey;
  /** What the selected panel shows while `contentView` differs from `view`. */
  pending?: ReactNode;
}

/** The dashboard calendar's tabs: Giorno / Mese / Settimana. */
export function CalendarViewTabs({
  view,
  onViewChange,
  isSmallScreen = false,
  children,
  contentView = view,
  pending = null,
}: CalendarViewTabsProps) {
  const onScreen = (v: CalendarViewKey) => (isSmallScreen && v === 'week' ? 'day' : v);
  const shown = onScreen(view);
  const holder = onScreen(contentView);
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
        // The panel holding `children` stays mounted (inert and hidden) while another is selected.
        <TabPanel key={v} id={v} shouldForceMount={v === holder}>
          {v === holder ? children : v === shown ? pending : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
