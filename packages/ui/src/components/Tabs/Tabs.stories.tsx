import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CalendarViewTabs,
  type CalendarViewKey,
  type CalendarViewTabsProps,
} from './CalendarViewTabs.tsx';

function Stateful(props: CalendarViewTabsProps) {
  const [view, setView] = useState<CalendarViewKey>(props.view);
  return (
    <CalendarViewTabs
      {...props}
      view={view}
      onViewChange={(v) => {
        setView(v);
        props.onViewChange(v);
      }}
    >
      <p>Contenuto della vista «{view}»</p>
    </CalendarViewTabs>
  );
}

const meta = {
  title: 'Primitivi/Tabs',
  component: CalendarViewTabs,
  render: (args) => <Stateful {...args} />,
  args: { view: 'day', onViewChange: fn(), children: null },
} satisfies Meta<typeof CalendarViewTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GiornoMeseSettimana: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Giorno', 'Mese', 'Settimana']);
    await expect(canvas.getByRole('tab', { name: 'Giorno' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tablist', { name: 'Vista calendario' })).toBeVisible();
  },
};

export const DaTastiera: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Giorno' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Settimana' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onViewChange).toHaveBeenLastCalledWith('week');
    await expect(canvas.getByRole('tabpanel', { name: 'Settimana' })).toHaveTextContent('week');
  },
};

export const SchermoPiccolo: Story = {
  args: { view: 'week', isSmallScreen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tab', { name: 'Settimana' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Giorno' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/**
 * A tab just pressed while its view still renders (the dashboard defers the grid): the new tab is
 * selected and its panel shows `pending`; the view still drawn stays mounted, out of sight.
 */
export const VistaInArrivo: Story = {
  args: { view: 'week', contentView: 'day', pending: <p>Caricamento della settimana...</p> },
  render: (args) => (
    <CalendarViewTabs {...args}>
      <p>Contenuto della vista giorno</p>
    </CalendarViewTabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Settimana' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Settimana' })).toHaveTextContent(
      'Caricamento della settimana...',
    );
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    await expect(canvas.getByText('Contenuto della vista giorno')).not.toBeVisible();
  },
};
