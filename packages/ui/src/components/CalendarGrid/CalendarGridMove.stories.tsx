import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appointmentAt } from '@agendina/scheduling';
import { CalendarGrid } from './CalendarGrid.tsx';
import { demoNow, demoOperators, salonHours } from './fixtures.ts';

// Reschedule (issue #19): drag a block with the pointer, or press S on it for the "Sposta" dialog.

const operators = demoOperators(2);
const appointments = [
  appointmentAt('2026-03-11T10:00', {
    id: 1,
    clientName: 'Maria Rossi',
    service: 'Colore',
    hairdresserId: 1,
    hairdresserName: 'Giulia',
    durationMinutes: 60,
    colorCode: '#E57373',
  }),
  appointmentAt('2026-03-11T12:00', {
    id: 2,
    clientName: 'Anna Verdi',
    service: 'Piega',
    hairdresserId: 2,
    hairdresserName: 'Marco',
    durationMinutes: 30,
    colorCode: '#F06292',
  }),
];

const meta = {
  title: 'Calendario/CalendarGrid/Sposta',
  component: CalendarGrid,
  args: {
    view: 'day',
    date: demoNow.toPlainDate(),
    operators,
    appointments,
    openingHours: salonHours,
    now: null,
    onSlotPress: fn(),
    onBlockPress: fn(),
    onDayPress: fn(),
    onBlockMove: fn(),
    onBlockMoveRequest: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CalendarGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const pointer = (type: string, target: Element, x: number, y: number) =>
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      clientX: x,
      clientY: y,
      pointerId: 7,
      pointerType: 'mouse',
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
    }),
  );

/** The point `minutes` after the top of a cell (40 px per 30 minutes in the day view). */
const inCell = (cell: Element, minutes: number) => {
  const rect = cell.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + (minutes / 30) * rect.height };
};

export const TrascinaBlocco: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const block = within(grid).getByRole('button', {
      name: 'Maria Rossi, Colore, 10:00 - 11:00, Prenotato, con Giulia',
    });
    // What a block shows: client, then service and time when there is room.
    await expect(block).toHaveTextContent('Maria Rossi Colore 10:00 - 11:00');
    const start = block.getBoundingClientRect();
    const from = { x: start.left + 10, y: start.top + 5 };
    pointer('pointerdown', block, from.x, from.y);
    const target = within(grid).getByRole('gridcell', {
      name: 'Marco, mercoledì 11 marzo, 14:00, libero',
    });
    const to = inCell(target, 15);
    pointer('pointermove', grid, to.x, to.y + 5);
    // While dragging, the ghost says where the block would go.
    const ghost = await within(document.body).findByTestId('drag-ghost');
    await expect(ghost).toHaveTextContent('14:15 · Marco, mercoledì 11 marzo');
    await expect(block).toHaveAttribute('data-dragging');
    pointer('pointerup', grid, to.x, to.y + 5);
    await expect(args.onBlockMove).toHaveBeenCalledTimes(1);
    const move = (args.onBlockMove as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(move.start.toString()).toBe('2026-03-11T14:15:00');
    await expect(move.operatorId).toBe(2);
    await expect(move.appointment.id).toBe(1);
    // The drop is not a press: the details do not open.
    await expect(args.onBlockPress).not.toHaveBeenCalled();
    await expect(within(document.body).queryByTestId('drag-ghost')).toBeNull();
  },
};

export const TrascinamentoAnnullato: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const block = within(grid).getByRole('button', { name: /^Anna Verdi/ });
    const rect = block.getBoundingClientRect();
    pointer('pointerdown', block, rect.left + 10, rect.top + 5);
    pointer('pointermove', grid, rect.left + 10, rect.top + 95);
    await within(document.body).findByTestId('drag-ghost');
    // Escape cancels the drag: no move, the block is back to normal.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByTestId('drag-ghost')).toBeNull());
    pointer('pointerup', grid, rect.left + 10, rect.top + 95);
    await expect(args.onBlockMove).not.toHaveBeenCalled();
    await expect(block).not.toHaveAttribute('data-dragging');
    // A click without a drag still opens the details.
    await userEvent.click(block);
    await expect(args.onBlockPress).toHaveBeenCalledTimes(1);
  },
};

export const SpostaDaTastiera: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const block = within(grid).getByRole('button', { name: /^Maria Rossi/ });
    await expect(block).toHaveAttribute('aria-keyshortcuts', 'S');
    block.focus();
    await userEvent.keyboard('s');
    await expect(args.onBlockMoveRequest).toHaveBeenCalledWith(
      expect.objectContaining({ appointment: expect.objectContaining({ id: 1 }) }),
    );
    // The full text is in the tooltip too.
    const tip = await within(document.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Maria Rossi10:00 - 11:00ColoreGiulia');
  },
};

export const TrascinaInSettimana: Story = {
  args: { view: 'week' },
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const block = within(grid).getByRole('button', { name: /^Maria Rossi/ });
    // On a phone the week is wider than the screen: bring the block's day to the middle, so the
    // next day (the target) is on screen too, as a finger would see them before dragging.
    block.scrollIntoView({ block: 'nearest', inline: 'center' });
    const rect = block.getBoundingClientRect();
    pointer('pointerdown', block, rect.left + 10, rect.top + 5);
    // To Thursday 11:00: in the week view a column is a day.
    const target = within(grid).getByRole('gridcell', { name: 'giovedì 12 marzo, 11:00, libero' });
    const to = inCell(target, 0);
    pointer('pointermove', grid, to.x, to.y + 5);
    await expect(await within(document.body).findByTestId('drag-ghost')).toHaveTextContent(
      '11:00 · giovedì 12 marzo',
    );
    pointer('pointerup', grid, to.x, to.y + 5);
    const move = (args.onBlockMove as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(move.start.toString()).toBe('2026-03-12T11:00:00');
    await expect(move.operatorId).toBe(1);
  },
};
