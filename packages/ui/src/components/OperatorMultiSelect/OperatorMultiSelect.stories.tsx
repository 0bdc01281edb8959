import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Id } from '@agendina/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OperatorMultiSelect, type OperatorMultiSelectProps } from './OperatorMultiSelect.tsx';

const operators = [
  { id: 1, name: 'Giulia', colorCode: '#E57373' },
  { id: 2, name: 'Marco', colorCode: '#4FC3F7' },
  { id: 3, name: 'Sara', colorCode: '#81C784' },
  { id: 4, name: 'Luca', colorCode: '#9E9E9E' },
];

function Stateful(props: OperatorMultiSelectProps) {
  const [ids, setIds] = useState<Id[]>([...props.selectedIds]);
  return (
    <OperatorMultiSelect
      {...props}
      selectedIds={ids}
      onChange={(next) => {
        setIds(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitivi/OperatorMultiSelect',
  component: OperatorMultiSelect,
  render: (args) => <Stateful {...args} />,
  args: { operators, selectedIds: [1, 2, 3, 4], onChange: fn() },
} satisfies Meta<typeof OperatorMultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tutti: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Seleziona professionisti/ });
    await expect(trigger).toHaveTextContent('Tutti');
  },
};

export const DeselezionaDaTastiera: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Seleziona professionisti/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Giulia' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 3, 4]);
    await expect(within(listbox).getByRole('option', { name: 'Marco' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveTextContent('3 selezionati'));
    // Focus comes back to the trigger a frame after the list closes.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DueSelezionati: Story = {
  args: { selectedIds: [2, 3] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Seleziona professionisti/ }),
    ).toHaveTextContent('2 selezionati');
  },
};
