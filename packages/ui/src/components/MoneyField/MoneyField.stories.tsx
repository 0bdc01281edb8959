import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyField, type MoneyFieldProps } from './MoneyField.tsx';

/** The field as a screen holds it: the cents live in the screen's state. */
function Controlled(props: MoneyFieldProps) {
  const [cents, setCents] = useState(props.value);
  return (
    <MoneyField
      {...props}
      value={cents}
      onChange={(next) => {
        setCents(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitivi/MoneyField',
  component: MoneyField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Importo ricevuto', value: null, onChange: fn() },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name }) as HTMLInputElement;

export const DigitazioneRapida: Story = {
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement, 'Importo ricevuto');
    await userEvent.click(input);
    await userEvent.keyboard('50,5');
    await userEvent.tab();
    await expect(input.value).toMatch(/^50,50\s€$/);
    await expect(args.onChange).toHaveBeenLastCalledWith(5050);
  },
};

export const FrecceDiUnCentesimo: Story = {
  args: { label: 'Prezzo', value: 3500 },
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement, 'Prezzo');
    await expect(input.value).toMatch(/^35,00\s€$/);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3501);
    await expect(input.value).toMatch(/^35,01\s€$/);
  },
};

export const Svuotato: Story = {
  args: { label: 'Carta', value: 2000 },
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement, 'Carta');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input.value).toBe('');
  },
};

export const ConErrore: Story = {
  args: {
    label: 'Contanti',
    value: 1000,
    errorMessage: 'Mancano 5,00 € al totale',
  },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'Contanti');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Mancano 5,00 € al totale');
  },
};
