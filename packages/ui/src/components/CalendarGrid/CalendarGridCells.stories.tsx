import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appointmentAt } from '@agendina/scheduling';
import type { Temporal } from 'temporal-polyfill';
import type { CalendarViewKey } from '../Tabs/CalendarViewTabs.tsx';
import { CalendarGrid, type CalendarGridProps } from './CalendarGrid.tsx';
import { demoMonday, demoNow, demoOperators, salonHours } from './fixtures.ts';

// What a cell says besides 'libero' (issue #15): 'occupato da' who is inside a longer block,
// 'in ferie' on an operator's time off; and where focus goes after a day is chosen.

const wednesday = demoMonday.add({ days: 2 });
const [giulia, marco] = demoOperators(2) as [
  ReturnType<typeof demoOperators>[number],
  ReturnType<typeof demoOperators>[number],
];
const onHoliday = { ...marco, timeOff: [{ startDate: '2026-03-10', endDate: '2026-03-13' }] };
const covering = [
  appointmentAt('2026-03-11T09:45', {
    id: 7,
    clientName: 'Chiara Romano',
    service: 'Colore',
    hairdresserId: giulia.id,
    durationMinutes: 45,
    colorCode: giulia.colorCode,
  }),
];

const meta = {
  title: 'Calendario/CalendarGrid/Celle',
  component: CalendarGrid,
  args: {
    view: 'day',
    date: wednesday,
    operators: [giulia, onHoliday],
    appointments: covering,
    openingHours: salonHours,
    now: null,
    onSlotPress: fn(),
    onBlockPress: fn(),
    onDayPress: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CalendarGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OccupatoEInFerie: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', {
      name: 'Calendario di mercoledì 11 marzo',
    });
    // The 09:45–10:30 block starts in the 09:30 row; the 10:00 cell lies inside it.
    await expect(
      within(grid).getByRole('button', { name: 'Chiara Romano, Colore, 09:45 - 10:30, Prenotato' }),
    ).toBeVisible();
    await expect(
      within(grid).getByRole('gridcell', {
        name: 'Giulia, mercoledì 11 marzo, 10:00, occupato da Chiara Romano',
      }),
    ).toHaveAttribute('data-covered');
    await expect(
      within(grid).getByRole('gridcell', { name: 'Giulia, mercoledì 11 marzo, 10:30, libero' }),
    ).toBeVisible();
    // Marco is on holiday: every cell says so, and his column header too (not colour alone).
    await expect(
      within(grid).getByRole('gridcell', { name: 'Marco, mercoledì 11 marzo, 10:00, in ferie' }),
    ).toHaveAttribute('data-time-off');
    await expect(within(grid).queryAllByRole('gridcell', { name: /^Marco.*libero$/ })).toHaveLength(
      0,
    );
    await expect(within(grid).getByRole('columnheader', { name: 'Marco in ferie' })).toBeVisible();
  },
};

/** The dashboard's part: the view follows a pressed day. */
function ViewFollowsDay(args: CalendarGridProps) {
  const [view, setView] = useState<CalendarViewKey>('month');
  const [date, setDate] = useState<Temporal.PlainDate>(args.date);
  return (
    <CalendarGrid
      {...args}
      view={view}
      date={date}
      onDayPress={(day) => {
        setDate(day);
        setView('day');
      }}
    />
  );
}

export const DalMeseAlGiorno: Story = {
  args: { appointments: [], now: demoNow },
  render: (args) => <ViewFollowsDay {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(/mercoledì 11 marzo$/);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    // Focus moves into the day's grid instead of falling to the page (issue #15).
    const grid = await within(canvasElement).findByRole('grid', {
      name: 'Calendario di giovedì 12 marzo',
    });
    await expect(grid).toContainElement(document.activeElement as HTMLElement);
    await expect(document.activeElement).toHaveAccessibleName(/^Giulia, giovedì 12 marzo, /);
  },
};

/** A visit the client confirmed through a reminder's link (issue #19): a tick, and the words in its name. */
export const ConfermatoDalCliente: Story = {
  args: {
    appointments: [
      appointmentAt('2026-03-11T09:30', {
        id: 8,
        clientName: 'Chiara Romano',
        service: 'Piega',
        hairdresserId: giulia.id,
        durationMinutes: 60,
        colorCode: giulia.colorCode,
        clientConfirmedAt: '2026-03-10T18:02:00+01:00',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('button', {
      name: 'Chiara Romano, Piega, 09:30 - 10:30, Prenotato, Confermato dal cliente',
    });
    await expect(block).toHaveTextContent('✓ Chiara Romano');
  },
};

/** A visit booked on the salon's page (issue #34): «Online» on its block and in its name. */
export const PrenotazioneOnline: Story = {
  args: {
    appointments: [
      appointmentAt('2026-03-11T11:00', {
        id: 8,
        clientName: 'Sofia Galli',
        service: 'Piega',
        hairdresserId: giulia.id,
        durationMinutes: 45,
        colorCode: giulia.colorCode,
        source: 'ONLINE',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('button', {
      name: 'Sofia Galli, Online, Piega, 11:00 - 11:45, Prenotato',
    });
    await expect(block).toHaveTextContent(/^Sofia Galli Online Piega/);
  },
};
