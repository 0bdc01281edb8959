import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FilterSelect } from './filter-select.tsx';

type Use = 'RIVENDITA' | 'USO_INTERNO';

/** The products page's «Uso» filter, its choice kept as the page keeps it in its address. */
function UseFilter({ onChange }: { onChange: (value: Use | undefined) => void }) {
  const [value, setValue] = useState<Use | undefined>();
  return (
    <FilterSelect<Use>
      label="Uso"
      all={{ id: 'TUTTI', name: 'Tutti gli usi' }}
      options={[
        { id: 'RIVENDITA', name: 'Rivendita' },
        { id: 'USO_INTERNO', name: 'Uso interno' },
      ]}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Schermate/Elenchi/Filtro',
  component: UseFilter,
  args: { onChange: fn() },
} satisfies Meta<typeof UseFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SceltaETorna: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Uso/ });
    await expect(trigger).toHaveTextContent('Tutti gli usi');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Rivendita' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('RIVENDITA');
    await expect(trigger).toHaveTextContent('Rivendita');
    // The first choice is no filter at all: the page drops the parameter.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Tutti gli usi' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined);
    await expect(trigger).toHaveTextContent('Tutti gli usi');
  },
};
