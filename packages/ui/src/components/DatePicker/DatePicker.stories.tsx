import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker } from './DatePicker.tsx';

const meta = {
  title: 'Primitivi/DatePicker',
  component: DatePicker<CalendarDate>,
  args: { label: 'Data appuntamento', defaultValue: new CalendarDate(2026, 3, 12), onChange: fn() },
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FormatoItaliano: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Data appuntamento' });
    const segments = within(group).getAllByRole('spinbutton');
    // it-IT: giorno / mese / anno.
    await expect(segments.map((s) => s.textContent)).toEqual(['12', '03', '2026']);
  },
};

export const CalendarioLunediPrimo: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendario/ }));
    const dialog = await within(document.body).findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    // The weekday header is hidden from screen readers (each cell names its day); Monday comes first.
    const headers = [...grid.querySelectorAll('thead th')].map((th) => th.textContent);
    await expect(headers).toEqual(['L', 'M', 'M', 'G', 'V', 'S', 'D']);
    await expect(within(grid).getByRole('button', { name: /lunedì 2 marzo 2026/i })).toBeVisible();
    // Keyboard: the selected day has focus; move one day on and pick it.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2026, 3, 13));
  },
};

export const DaTastiera: Story = {
  args: { defaultValue: undefined },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('05032026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 5));
  },
};

export const ConErrore: Story = {
  args: { isInvalid: true, errorMessage: 'Data non valida' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Data non valida')).toBeVisible();
  },
};
