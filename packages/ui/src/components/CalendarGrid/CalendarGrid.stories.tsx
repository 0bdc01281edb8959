import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appointmentAt } from '@agendina/scheduling';
import { MountBench } from '../../testing/MountBench.tsx';
import { CalendarGrid } from './CalendarGrid.tsx';
import { demoAppointments, demoMonday, demoNow, demoOperators, salonHours } from './fixtures.ts';

const wednesday = demoMonday.add({ days: 2 });
const three = demoOperators(3);

const meta = {
  title: 'Calendario/CalendarGrid',
  component: CalendarGrid,
  args: {
    view: 'day',
    date: wednesday,
    operators: three,
    appointments: demoAppointments(three, demoMonday, 7, 5),
    openingHours: salonHours,
    now: demoNow,
    onSlotPress: fn(),
    onBlockPress: fn(),
    onDayPress: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CalendarGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Giorno: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', {
      name: 'Calendario di mercoledì 11 marzo',
    });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Orario', 'Giulia', 'Marco', 'Sara']);
    // 09:00 to 19:00 in 30-minute rows, plus the header row.
    await expect(within(grid).getAllByRole('row')).toHaveLength(21);
    await userEvent.click(
      within(grid).getByRole('gridcell', { name: 'Sara, mercoledì 11 marzo, 18:30, libero' }),
    );
    await expect(args.onSlotPress).toHaveBeenCalledWith(
      expect.objectContaining({ operatorId: 3, minute: 18 * 60 + 30 }),
    );
    const block = within(grid).getAllByRole('button', {
      name: /, (Prenotato|In Lavorazione|Completato|Cancellato)/,
    })[0] as HTMLElement;
    await userEvent.click(block);
    await expect(args.onBlockPress).toHaveBeenCalledTimes(1);
    await expect(args.onSlotPress).toHaveBeenCalledTimes(1);
  },
};

const twoOperators = three.slice(0, 2);
const keyboardAppointments = [
  appointmentAt('2026-03-11T10:00', {
    id: 1,
    clientName: 'Maria Rossi',
    service: 'Colore',
    hairdresserId: 1,
    durationMinutes: 60,
    colorCode: '#E57373',
  }),
  appointmentAt('2026-03-11T09:30', {
    id: 2,
    clientName: 'Anna Verdi',
    service: 'Piega',
    hairdresserId: 2,
    durationMinutes: 30,
    colorCode: '#F06292',
    status: 'IN_PROGRESS',
  }),
];

export const GiornoDaTastiera: Story = {
  args: { operators: twoOperators, appointments: keyboardAppointments, now: null },
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await userEvent.tab();
    await expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await expect(document.activeElement).toHaveAccessibleName(
      'Giulia, mercoledì 11 marzo, 09:00, libero',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSlotPress).toHaveBeenLastCalledWith(
      expect.objectContaining({ operatorId: 1, minute: 540 }),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(
      'Anna Verdi, Piega, 09:30 - 10:00, In Lavorazione',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onBlockPress).toHaveBeenLastCalledWith(
      expect.objectContaining({ appointment: expect.objectContaining({ id: 2 }) }),
    );
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(
      /^Maria Rossi, Colore, 10:00 - 11:00/,
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName(/Marco, mercoledì 11 marzo, 10:00/);
    await userEvent.keyboard('{Home}');
    await expect(document.activeElement).toHaveAccessibleName(/^Maria Rossi/);
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveAccessibleName(/Marco, mercoledì 11 marzo, 10:00/);
    await userEvent.keyboard('{PageDown}');
    await expect(document.activeElement).toHaveAccessibleName(/Marco, mercoledì 11 marzo, 12:00/);
    await userEvent.keyboard('{PageUp}{ArrowUp}');
    await expect(document.activeElement).toHaveAccessibleName(/^Anna Verdi/);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(document.activeElement).toHaveAccessibleName(
      'Marco, mercoledì 11 marzo, 18:30, libero',
    );
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(document.activeElement).toHaveAccessibleName(/Giulia, mercoledì 11 marzo, 09:00/);
    // One tab stop: Tab leaves the grid, Shift+Tab comes back to the last focused cell.
    await expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  },
};

export const GiornoFuoriOrario: Story = {
  args: { date: demoMonday, appointments: [] },
  play: async ({ canvasElement }) => {
    // Monday: the salon opens at 14:00; Marco's own hours leave the morning out, so 14:00 rows are free and 13:30 is not shown.
    const grid = within(canvasElement).getByRole('grid', { name: 'Calendario di lunedì 9 marzo' });
    await expect(
      within(grid).getByRole('gridcell', { name: 'Giulia, lunedì 9 marzo, 14:00, libero' }),
    ).toBeVisible();
  },
};

export const Settimana: Story = {
  args: {
    view: 'week',
    operators: [three[0]!],
    appointments: demoAppointments([three[0]!], demoMonday, 7, 4),
  },
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', {
      name: /Settimana di Giulia dal lunedì 9 marzo/,
    });
    const days = within(grid).getAllByRole('button', { name: /vai al giorno/ });
    await expect(days).toHaveLength(7);
    await expect(days[0]).toHaveAccessibleName('lun 9/3, vai al giorno lunedì 9 marzo');
    await userEvent.click(days[4] as HTMLElement);
    await expect(args.onDayPress).toHaveBeenLastCalledWith(demoMonday.add({ days: 4 }));
    await expect(
      within(grid).getAllByRole('gridcell', { name: /sabato 14 marzo, 17:30, libero/ }),
    ).toHaveLength(1);
    await expect(
      within(grid).getAllByRole('gridcell', { name: /domenica 15 marzo, 19:30, fuori orario/ }),
    ).toHaveLength(1);
  },
};

export const SettimanaDaTastiera: Story = {
  args: { view: 'week', operators: [three[0]!], appointments: [], now: null },
  play: async ({ args }) => {
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(/lunedì 9 marzo, 08:30/);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await expect(document.activeElement).toHaveAccessibleName(
      'mer 11/3, vai al giorno mercoledì 11 marzo',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onDayPress).toHaveBeenLastCalledWith(demoMonday.add({ days: 2 }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(
      /mercoledì 11 marzo, 08:30, fuori orario/,
    );
  },
};

export const Mese: Story = {
  args: { view: 'month', appointments: demoAppointments(three, demoMonday, 5, 2) },
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Calendario di marzo 2026' });
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers[0]).toHaveAccessibleName('lunedì');
    await expect(headers[6]).toHaveAccessibleName('domenica');
    // 1 March 2026 is a Sunday: the grid starts on Monday 23 February.
    await expect(within(grid).getAllByRole('gridcell')[0]).toHaveAccessibleName(
      /^23\s*nessun appuntamento\s*, lunedì 23 febbraio$/,
    );
    await userEvent.click(
      within(grid).getByRole('gridcell', { name: /^10\s*6 appuntamenti\s*, martedì 10 marzo$/ }),
    );
    await expect(args.onDayPress).toHaveBeenLastCalledWith(demoMonday.add({ days: 1 }));
  },
};

export const MeseDaTastiera: Story = {
  args: { view: 'month', appointments: [] },
  play: async ({ args }) => {
    await userEvent.tab();
    // The tab stop starts on today (Wednesday 11 March in the story).
    await expect(document.activeElement).toHaveAccessibleName(/mercoledì 11 marzo$/);
    await expect(document.activeElement).toHaveAttribute('aria-current', 'date');
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    await expect(document.activeElement).toHaveAccessibleName(/martedì 17 marzo$/);
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveAccessibleName(/domenica 22 marzo$/);
    await userEvent.keyboard('{PageDown}');
    await expect(document.activeElement).toHaveAccessibleName(/domenica 5 aprile$/);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(document.activeElement).toHaveAccessibleName(/lunedì 23 febbraio$/);
    await userEvent.keyboard(' ');
    await expect(args.onDayPress).toHaveBeenLastCalledWith(demoMonday.subtract({ days: 14 }));
  },
};

export const Caricamento: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Caricamento appuntamenti...' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('Caricamento appuntamenti...')).toBeVisible();
  },
};

const twenty = demoOperators(20);
/** Render benchmark data (tests/perf/ui-bench.ts): the day view with 20 operators. Not a test. */
export const Benchmark20Operatori: Story = {
  tags: ['!test', '!autodocs', 'bench'],
  args: { operators: twenty, appointments: demoAppointments(twenty, wednesday, 1, 10) },
  render: (args) => (
    <MountBench>
      <CalendarGrid {...args} />
    </MountBench>
  ),
};
