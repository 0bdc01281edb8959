import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Primitivi/TextArea',
  component: TextArea,
  args: { label: 'Note', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TreRighe: Story = {
  args: { placeholder: 'Aggiungi una nota per questo appuntamento' },
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await expect(area).toHaveAttribute('rows', '3');
    await userEvent.type(area, 'Allergia{Shift>}{Enter}{/Shift}al nichel');
    await expect(args.onChange).toHaveBeenLastCalledWith('Allergia\nal nichel');
  },
};

export const QuattroRighe: Story = {
  args: { rows: 4, defaultValue: 'Cliente abituale, preferisce il mattino.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Note' })).toHaveAttribute(
      'rows',
      '4',
    );
  },
};

export const ConErrore: Story = {
  args: { isInvalid: true, errorMessage: 'Errore durante il salvataggio delle note' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Note' }),
    ).toHaveAccessibleDescription('Errore durante il salvataggio delle note');
  },
};
