import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Primitivi/NumberField',
  component: NumberField,
  args: {
    label: 'Durata (minuti)',
    defaultValue: 30,
    minValue: 5,
    maxValue: 480,
    step: 5,
    onChange: fn(),
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Durata: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Durata (minuti)' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('35');
    await userEvent.click(canvas.getByRole('button', { name: /Riduci/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Riduci/ }));
    await expect(input).toHaveValue('25');
    await expect(args.onChange).toHaveBeenLastCalledWith(25);
  },
};

export const Prezzo: Story = {
  args: {
    label: 'Prezzo',
    defaultValue: 35,
    minValue: 0,
    maxValue: 1000,
    step: 0.5,
    formatOptions: { style: 'currency', currency: 'EUR' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Prezzo' });
    await expect((input as HTMLInputElement).value).toMatch(/35,00\s€/);
  },
};

export const AlMinimo: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Riduci/ })).toBeDisabled();
  },
};
