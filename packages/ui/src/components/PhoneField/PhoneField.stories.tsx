import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from './PhoneField.tsx';
import type { PhonePrefix } from '@agendina/scheduling';

function Stateful(props: PhoneFieldProps) {
  const [number, setNumber] = useState(props.number);
  const [prefix, setPrefix] = useState<PhonePrefix | undefined>(props.prefix);
  return (
    <PhoneField
      {...props}
      number={number}
      prefix={prefix}
      onNumberChange={(n) => {
        setNumber(n);
        props.onNumberChange(n);
      }}
      onPrefixChange={(p) => {
        setPrefix(p);
        props.onPrefixChange?.(p);
      }}
    />
  );
}

const meta = {
  title: 'Primitivi/PhoneField',
  component: PhoneField,
  render: (args) => <Stateful {...args} />,
  args: { number: '', onNumberChange: fn(), onPrefixChange: fn(), description: 'Facoltativo' },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SoloCifre: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Telefono' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Prefisso/ })).toHaveTextContent('+39');
    const input = canvas.getByRole('textbox', { name: 'Numero' });
    await userEvent.type(input, '333 12a-34');
    await expect(input).toHaveValue('3331234');
    await expect(args.onNumberChange).toHaveBeenLastCalledWith('3331234');
  },
};

export const MassimoQuindiciCaratteri: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Numero' });
    await expect(input).toHaveAttribute('maxlength', '15');
    await userEvent.click(input);
    await userEvent.paste('12345678901234567890');
    await expect(input).toHaveValue('123456789012345');
  },
};

export const CambioPrefisso: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Prefisso/ }));
    const listbox = await within(document.body).findByRole('listbox');
    const labels = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(labels).toEqual(['+39', '+1', '+33', '+49', '+34', '+41', '+43', '+44']);
    await userEvent.click(within(listbox).getByRole('option', { name: '+41' }));
    await expect(args.onPrefixChange).toHaveBeenCalledWith('+41');
  },
};

export const NumeroTroppoCorto: Story = {
  args: { number: '12345', errorMessage: 'Il numero deve essere di almeno 6 cifre' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Numero' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Il numero deve essere di almeno 6 cifre/);
  },
};

export const NumeroTroppoLungo: Story = {
  args: { number: '123456789012345', errorMessage: 'Il numero non può superare le 14 cifre' },
};

export const FormatoNonValido: Story = {
  args: { number: '0123456', errorMessage: 'Formato numero non valido' },
};
