import type { Meta, StoryObj } from '@storybook/react-vite';
import { Time } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeField } from './TimeField.tsx';

const meta = {
  title: 'Primitivi/TimeField',
  component: TimeField,
  args: { label: 'Apertura', onChange: fn() },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const segments = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('spinbutton');

/** Hours and minutes typed by keyboard: the hour segment moves on to the minutes by itself. */
export const DaTastiera: Story = {
  play: async ({ args, canvasElement }) => {
    const [hour, minute] = segments(canvasElement);
    await userEvent.tab();
    await expect(hour).toHaveFocus();
    await userEvent.keyboard('14');
    await expect(minute).toHaveFocus();
    await userEvent.keyboard('30');
    await expect(hour).toHaveTextContent('14');
    await expect(minute).toHaveTextContent('30');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(14, 30));
  },
};

/** Arrows step the focused segment; the clock is 24 h, so 23 follows 0 going down. */
export const FrecceSuiSegmenti: Story = {
  args: { defaultValue: new Time(0, 15) },
  play: async ({ args, canvasElement }) => {
    const [hour, minute] = segments(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(hour).toHaveTextContent('23');
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await expect(minute).toHaveTextContent('16');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(23, 16));
  },
};

export const Pomeriggio: Story = {
  args: { label: 'Chiusura', defaultValue: new Time(19, 0), description: 'Formato 24 ore' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Chiusura' })).toHaveTextContent('19:00');
    await expect(canvas.queryByText(/PM|AM/)).toBeNull();
  },
};

export const ConErrore: Story = {
  args: {
    label: 'Chiusura',
    defaultValue: new Time(8, 0),
    isInvalid: true,
    errorMessage: "La chiusura deve seguire l'apertura.",
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("La chiusura deve seguire l'apertura."),
    ).toBeVisible();
  },
};

export const Disabilitato: Story = {
  args: { defaultValue: new Time(9, 0), isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const segment of segments(canvasElement)) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};
