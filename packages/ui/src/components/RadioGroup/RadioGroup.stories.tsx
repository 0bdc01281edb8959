import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { groupOrientations } from '../Field/Field.css.ts';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Primitivi/RadioGroup',
  component: RadioGroup,
  argTypes: { orientation: { control: 'inline-radio', options: groupOrientations } },
  args: {
    label: 'Cosa fare degli appuntamenti futuri?',
    onChange: fn(),
    children: (
      <>
        <Radio value="CANCEL">Cancellali</Radio>
        <Radio value="REASSIGN">Assegnali a un altro operatore</Radio>
        <Radio value="KEEP">Lasciali senza operatore</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FrecceDaTastiera: Story = {
  args: { defaultValue: 'CANCEL' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radiogroup', { name: 'Cosa fare degli appuntamenti futuri?' }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Cancellali' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const reassign = canvas.getByRole('radio', { name: 'Assegnali a un altro operatore' });
    await expect(reassign).toHaveFocus();
    await expect(reassign).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('REASSIGN');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Cancellali' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('CANCEL');
  },
};

export const NessunaScelta: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Lasciali senza operatore' }));
    await expect(canvas.getByRole('radio', { name: 'Lasciali senza operatore' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('KEEP');
  },
};

export const Orizzontale: Story = {
  args: {
    label: 'Fascia oraria',
    orientation: 'horizontal',
    defaultValue: 'MORNING',
    description: 'Usata per proporre gli orari.',
    children: (
      <>
        <Radio value="MORNING">Mattina</Radio>
        <Radio value="AFTERNOON">Pomeriggio</Radio>
        <Radio value="EVENING">Sera</Radio>
      </>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Pomeriggio' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('AFTERNOON');
  },
};

export const ConErrore: Story = {
  args: { isInvalid: true, errorMessage: 'Scegli cosa fare degli appuntamenti futuri.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Cosa fare degli appuntamenti futuri?' });
    await expect(group).toHaveAccessibleDescription('Scegli cosa fare degli appuntamenti futuri.');
  },
};

export const Disabilitato: Story = {
  args: { isDisabled: true, defaultValue: 'CANCEL' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};
