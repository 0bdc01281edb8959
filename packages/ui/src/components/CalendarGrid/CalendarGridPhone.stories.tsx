import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CalendarGrid } from './CalendarGrid.tsx';
import { demoAppointments, demoMonday, demoNow, demoOperators, salonHours } from './fixtures.ts';

// The day view in a phone's width (issue #19): five operators, one and a bit in view. The box is
// 390 px at every viewport, so the desktop and mobile shots show the same pager.

const wednesday = demoMonday.add({ days: 2 });
const five = demoOperators(5);

const meta = {
  title: 'Calendario/CalendarGrid/Telefono',
  component: CalendarGrid,
  args: {
    view: 'day',
    date: wednesday,
    operators: five,
    appointments: demoAppointments(five, demoMonday, 7, 5),
    openingHours: salonHours,
    now: demoNow,
    onSlotPress: fn(),
    onBlockPress: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 390, height: 600, display: 'grid' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CalendarGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const inView = (el: Element, box: Element) => {
  const r = el.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  return r.left >= b.left - 1 && r.right <= b.right + 1;
};

/** The hint names how many operators are off-screen and who comes next. */
export const OperatoriFuoriSchermo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The pager appears once the grid has measured what fits.
    const pager = await canvas.findByRole('group', { name: 'Operatori nel calendario' });
    await expect(pager).toHaveTextContent('+3 operatori: poi Sara');
    await expect(canvas.getByRole('button', { name: 'Operatore precedente' })).toBeDisabled();
    const grid = canvas.getByRole('grid');
    const scroller = grid.parentElement as HTMLElement;
    const headers = within(grid).getAllByRole('columnheader');
    // Giulia and Marco in view, Sara (the next) past the edge.
    await expect(inView(headers[1] as Element, scroller)).toBe(true);
    await expect(inView(headers[3] as Element, scroller)).toBe(false);
  },
};

/** "Operatore successivo" brings the next operator into view, from the keyboard too. */
export const OperatoreSuccessivo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = await canvas.findByRole('button', { name: 'Operatore successivo' });
    const grid = canvas.getByRole('grid');
    const scroller = grid.parentElement as HTMLElement;
    const sara = within(grid).getByRole('columnheader', { name: 'Sara' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(inView(sara, scroller)).toBe(true));
    const pager = canvas.getByRole('group', { name: 'Operatori nel calendario' });
    await waitFor(() => expect(pager).toHaveTextContent('1 operatore prima · +2 operatori'));
    await userEvent.click(canvas.getByRole('button', { name: 'Operatore precedente' }));
    await waitFor(() => expect(pager).toHaveTextContent(/^\+3 operatori: poi Sara$/));
    // At the first operator "precedente" is disabled: focus went back to "successivo".
    await waitFor(() => expect(next).toHaveFocus());
  },
};
