import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { groupOrientations } from '../Field/Field.css.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const days = [
  ['MONDAY', 'Lunedì'],
  ['TUESDAY', 'Martedì'],
  ['WEDNESDAY', 'Mercoledì'],
  ['THURSDAY', 'Giovedì'],
  ['FRIDAY', 'Venerdì'],
  ['SATURDAY', 'Sabato'],
] as const;

const meta = {
  title: 'Primitivi/CheckboxGroup',
  component: CheckboxGroup,
  argTypes: { orientation: { control: 'inline-radio', options: groupOrientations } },
  args: {
    label: 'Giorni preferiti',
    onChange: fn(),
    children: days.map(([value, label]) => (
      <Checkbox key={value} value={value}>
        {label}
      </Checkbox>
    )),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SceltaMultipla: Story = {
  args: { defaultValue: ['TUESDAY'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Giorni preferiti' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Martedì' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sabato' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['TUESDAY', 'SATURDAY']);
  },
};

export const DaTastiera: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Lunedì' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['MONDAY', 'TUESDAY']);
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Martedì' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['MONDAY']);
  },
};

export const Verticale: Story = {
  args: {
    label: 'Servizi che esegue',
    orientation: 'vertical',
    description: 'Compariranno nella sua agenda.',
    defaultValue: ['1'],
    children: ['Taglio donna', 'Colore', 'Piega'].map((name, i) => (
      <Checkbox key={name} value={String(i + 1)}>
        {name}
      </Checkbox>
    )),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Servizi che esegue' });
    await expect(group).toHaveAccessibleDescription('Compariranno nella sua agenda.');
    await expect(within(group).getByRole('checkbox', { name: 'Taglio donna' })).toBeChecked();
  },
};

export const ConErrore: Story = {
  args: { isInvalid: true, errorMessage: 'Scegli almeno un giorno.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: 'Giorni preferiti' }),
    ).toHaveAccessibleDescription('Scegli almeno un giorno.');
  },
};

export const Disabilitato: Story = {
  args: { isDisabled: true, defaultValue: ['FRIDAY'] },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) {
      await expect(box).toBeDisabled();
    }
  },
};
